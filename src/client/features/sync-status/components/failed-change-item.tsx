import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { localDb } from '@client/db/database';
import { dismissFailed, retryFailed } from '@client/sync/outbox';
import { afterQueuedWrite } from '@client/sync/page-engine';
import type { FailedChange } from '../hooks/use-outbox-summary';
import { failureReason } from '../lib/failure-reason';

/** One refused write: what it was, why the server said no, and Retry / Dismiss. */
export function FailedChangeItem({ change }: { change: FailedChange }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const name = change.serviceName ?? t`a service`;

  const what = (() => {
    switch (change.op.kind) {
      case 'kudo':
        return t`Kudo for ${name}`;
      case 'beds':
        return t`Beds for ${name}`;
      case 'favoriteAdd':
        return t`Add ${name} to favorites`;
      case 'favoriteRemove':
        return t`Remove ${name} from favorites`;
      case 'serviceFeedback':
        return t`Feedback about a service`;
      case 'appFeedback':
        return t`Feedback about the app`;
    }
  })();

  const act = (action: () => Promise<unknown>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.error('Could not change a failed outbox entry', error))
      .finally(() => setBusy(false));
  };
  const retry = () =>
    act(async () => {
      await retryFailed(localDb(), change.seq);
      afterQueuedWrite();
    });
  const dismiss = () => act(() => dismissFailed(localDb(), change.seq));

  return (
    <li className="failed-change">
      <p className="failed-change__what" id={labelId}>
        {what}
      </p>
      {change.error && <p className="failed-change__why">{failureReason(i18n, change.error)}</p>}
      <div className="failed-change__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={labelId}
          onClick={retry}
          disabled={busy}
        >
          <Trans>Retry</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={labelId}
          onClick={dismiss}
          disabled={busy}
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </li>
  );
}
