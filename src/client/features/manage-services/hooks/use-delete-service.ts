import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '@client/lib/query/query-keys';
import { restoreSwipedRow } from '@client/lib/use-swipe-to-remove';
import { showToast } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { deleteService, type ManagedService } from '../api';
import { errorText } from '@client/lib/error-text';

/**
 * Delete with confirmation (docs/spec/forms-and-messages.md 'Other confirmations'): the question, then the
 * toast; the services' lists are refetched (lib/query), and the public screens learn of it at the
 * next pull, which is asked for at once. A row that was swiped away slides back when the person
 * cancels or the delete fails.
 */
export function useDeleteService(onDeleted: (id: string) => void) {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<ManagedService | null>(null);
  const swipedRow = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteService(id),
    meta: { invalidates: [queryKeys.services.all] },
  });

  const ask = (service: ManagedService, from: HTMLElement | null, swiped?: HTMLElement) => {
    opener.current = from;
    swipedRow.current = swiped ?? null;
    remove.reset();
    setTarget(service);
  };

  const close = (deleted: boolean) => {
    if (!deleted && swipedRow.current) restoreSwipedRow(swipedRow.current);
    swipedRow.current = null;
    setTarget(null);
  };

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
    } catch {
      close(false);
      return;
    }
    onDeleted(target.id);
    showToast(t`This service was removed successful!`);
    void syncNow();
    close(true);
  };

  return {
    target,
    busy: remove.isPending,
    error: remove.error ? errorText(i18n, remove.error) : null,
    opener,
    ask,
    confirm,
    cancel: () => close(false),
  };
}
