import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { approveServices, removeServices } from '../api';
import { errorText } from '@client/lib/error-text';

export type BulkAction = 'approve' | 'remove';

/**
 * Approve or delete many services at once (docs/api/services.md, bulk routes), then `done` (the
 * screen reloads its list, also after a failure, since part of it may have changed). Approvals
 * make services public, so a sync pull is asked for at once.
 */
export function useBulkActions(done: () => void) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: BulkAction, ids: readonly string[]) => {
    if (ids.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (action === 'approve') {
        await approveServices(ids);
        showToast(t`Approved successfully`);
        void syncNow();
      } else {
        await removeServices(ids);
        showToast(t`Removed successfully`);
      }
    } catch (failure) {
      setError(errorText(i18n, failure));
    } finally {
      setBusy(false);
      done();
    }
  };

  return { busy, error, run };
}
