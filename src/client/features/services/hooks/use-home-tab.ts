import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import type { ServiceType } from '@shared/domain/enums';
import { homeTabOf } from '../home-address';
import { useHomeStore } from '../store';

/**
 * The selected tab (docs/spec/product-spec.md §2): the hash (#FOOD … #WORK) selects it, and selecting a tab
 * writes the hash. Without a hash the session's tab (SHELTER by default) is shown and written.
 */
export function useHomeTab(): [ServiceType, (tab: ServiceType) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const stored = useHomeStore((s) => s.tab);
  const setTab = useHomeStore((s) => s.setTab);
  const { tab, rewrite } = homeTabOf(hash, stored);

  // At start the address is settled before the first render (settleHomeAddress, main.tsx); this
  // keeps it so afterwards (a link to "/" with no hash, a hash typed by hand).
  useEffect(() => {
    if (tab !== stored) setTab(tab);
    // A missing or unknown hash is replaced, so the address always names the tab shown.
    if (rewrite) void navigate({ hash: tab }, { replace: true });
  }, [tab, stored, setTab, rewrite, navigate]);

  const select = useCallback(
    (next: ServiceType) => {
      setTab(next);
      void navigate({ hash: next }, { replace: true });
    },
    [navigate, setTab],
  );
  return [tab, select];
}
