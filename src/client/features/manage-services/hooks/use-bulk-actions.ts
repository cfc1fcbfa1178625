import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { showToast } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { approveServices, removeServices } from '../api';
import { errorText } from '@client/lib/error-text';

export type BulkAction = 'approve' | 'remove';

interface Bulk {
  action: BulkAction;
  ids: readonly string[];
}

/**
 * Approve or delete many services at once (docs/api/services.md, bulk routes). The services'
 * lists are refetched once it settles, also after a failure, since part of it may have changed
 * (lib/query/query-client.ts), then `done`. Approvals make services public, so a sync pull is
 * asked for at once.
 */
export function useBulkActions(done: () => void) {
  const { t, i18n } = useLingui();
  const mutation = useMutation({
    mutationFn: ({ action, ids }: Bulk) =>
      action === 'approve' ? approveServices(ids) : removeServices(ids),
    meta: { invalidates: [queryKeys.services.all] },
    onSuccess: (_answer, { action }) => {
      if (action === 'approve') {
        showToast(t`Approved successfully`);
        void syncNow();
      } else {
        showToast(t`Removed successfully`);
      }
    },
    onSettled: done,
  });

  const run = async (action: BulkAction, ids: readonly string[]) => {
    if (ids.length === 0 || mutation.isPending) return;
    await mutation.mutateAsync({ action, ids }).catch(() => undefined);
  };

  return {
    busy: mutation.isPending,
    error: mutation.error ? errorText(i18n, mutation.error) : null,
    run,
  };
}
