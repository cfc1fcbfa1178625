import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import type { ServiceType } from '@shared/domain/enums';
import { isServiceType, useHomeStore } from '../store';

/**
 * The selected tab (docs/spec/product-spec.md §2): the hash (#FOOD … #WORK) selects it, and selecting a tab
 * writes the hash. Without a hash the session's tab (SHELTER by default) is shown and written.
 */
export function useHomeTab(): [ServiceType, (tab: ServiceType) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const stored = useHomeStore((s) => s.tab);
  const setTab = useHomeStore((s) => s.setTab);
  const fromHash = hash.slice(1).toUpperCase();
  const tab = isServiceType(fromHash) ? fromHash : stored;

  useEffect(() => {
    if (tab !== stored) setTab(tab);
    // A missing or unknown hash is replaced, so the address always names the tab shown.
    if (fromHash !== tab || hash.slice(1) !== tab) void navigate({ hash: tab }, { replace: true });
  }, [tab, stored, setTab, fromHash, hash, navigate]);

  const select = useCallback(
    (next: ServiceType) => {
      setTab(next);
      void navigate({ hash: next }, { replace: true });
    },
    [navigate, setTab],
  );
  return [tab, select];
}
