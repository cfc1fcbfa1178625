import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { restoreSwipedRow } from '@client/lib/use-swipe-to-remove';
import { showToast } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { deleteService, type ManagedService } from '../api';
import { errorText } from '@client/lib/error-text';

/**
 * Delete with confirmation (docs/spec/forms-and-messages.md 'Other confirmations'): the question, then the
 * toast; the public screens learn of it at the next pull, which is asked for at once. A row that
 * was swiped away slides back when the person cancels or the delete fails.
 */
export function useDeleteService(onDeleted: (id: string) => void) {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<ManagedService | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const swipedRow = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const ask = (service: ManagedService, from: HTMLElement | null, swiped?: HTMLElement) => {
    opener.current = from;
    swipedRow.current = swiped ?? null;
    setError(null);
    setTarget(service);
  };

  const close = (deleted: boolean) => {
    if (!deleted && swipedRow.current) restoreSwipedRow(swipedRow.current);
    swipedRow.current = null;
    setTarget(null);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteService(target.id);
      onDeleted(target.id);
      showToast(t`This service was removed successful!`);
      void syncNow();
      close(true);
    } catch (failure) {
      setError(errorText(i18n, failure));
      close(false);
    } finally {
      setBusy(false);
    }
  };

  return { target, busy, error, opener, ask, confirm, cancel: () => close(false) };
}
