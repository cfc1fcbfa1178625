import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { useSyncStatus } from '@client/sync/status';
import { relativeTime } from '@client/lib/relative-time';
import { useNow } from '@client/lib/use-now';
import { useOutboxSummary } from '../hooks/use-outbox-summary';

// The refused writes' list brings the outbox's writes (and Dexie) with it: loaded when one shows.
const FailedChanges = lazy(() =>
  import('./failed-changes').then(({ FailedChanges }) => ({ default: FailedChanges })),
);

/**
 * Under the header: offline, what is waiting to be sent, the first sync's progress, storage and
 * server problems, and the writes the server refused (docs/screens.md "Side menu"). The live region is always
 * in the page, so a screen reader hears each message when it appears.
 */
export function SyncBanner({ inert = false }: { inert?: boolean }) {
  const { t, i18n } = useLingui();
  const progressId = useId();
  const online = useSyncStatus((s) => s.online);
  const syncing = useSyncStatus((s) => s.syncing);
  const progress = useSyncStatus((s) => s.progress);
  const lastSyncAt = useSyncStatus((s) => s.lastSyncAt);
  const problem = useSyncStatus((s) => s.problem);
  const { pending, failed } = useOutboxSummary();
  const now = useNow();

  const ago = lastSyncAt === null ? null : relativeTime(i18n.locale, lastSyncAt, now);
  // While a flush runs online the entries are on their way; counting them would only flicker.
  const showQueued = pending > 0 && (!online || !syncing);
  const firstSync = lastSyncAt === null && progress !== null;
  const total = progress ? progress.done + progress.remaining : 0;
  const done = progress?.done ?? 0;

  return (
    // Inert while the side menu is open, like the rest of the page behind it.
    <div className="sync-status" inert={inert}>
      <div className="sync-status__live" role="status" aria-live="polite">
        {!online && (
          <p className="sync-status__message sync-status__message--offline">
            <Trans>You are offline. Showing information saved on this device.</Trans>
          </p>
        )}
        {problem === 'quota' && (
          <p className="sync-status__message sync-status__message--problem">
            <Trans>
              This device is out of storage space. Free some space so Refugio can save services for
              offline use. Your queued changes are kept.
            </Trans>
          </p>
        )}
        {problem === 'server' && (
          <p className="sync-status__message sync-status__message--problem">
            <Trans>Could not update the saved information. Refugio will try again.</Trans>
          </p>
        )}
        {ago !== null && (!online || problem !== null) && (
          <p className="sync-status__detail">{t`Last updated ${ago}`}</p>
        )}
        {showQueued && (
          <p className="sync-status__detail" data-testid="queued-count">
            <Plural
              value={pending}
              one="# change waiting to be sent"
              other="# changes waiting to be sent"
            />
          </p>
        )}
      </div>
      {firstSync && (
        <div className="sync-status__progress">
          <label
            htmlFor={progressId}
          >{t`Saving services for offline use: ${done} of ${total}`}</label>
          <progress id={progressId} value={done} max={total} />
        </div>
      )}
      {failed.length > 0 && (
        <Suspense fallback={null}>
          <FailedChanges changes={failed} />
        </Suspense>
      )}
    </div>
  );
}
