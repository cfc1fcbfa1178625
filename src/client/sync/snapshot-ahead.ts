import type { SyncPage } from '@shared/sync/protocol';
import type { RefugioDb } from '@client/db/database';
import type { SyncTransport } from './transport';

/**
 * The sync worker's transport (sync.worker.ts): when the worker starts on an empty mirror (a
 * first visit: main.tsx starts it then, before the engine), it asks for the snapshot at once
 * instead of when the engine's first pull does, after the first content (docs/sync.md
 * "Snapshot": the snapshot was then asked for 0.2–0.5 s sooner). The pull's first `snapshot()`
 * takes that answer (a snapshot, none, or the failure: the pull then fails and is tried again,
 * asking anew); every later call asks the server. A mirror that is not empty changes nothing.
 */
export function withSnapshotAhead(db: RefugioDb, transport: SyncTransport): SyncTransport {
  let ahead: Promise<{ page: SyncPage | null } | null> | null = db.meta
    .get('cursor')
    .catch(() => 'unread' as const)
    .then((cursor) =>
      cursor === undefined ? transport.snapshot().then((page) => ({ page })) : null,
    );
  // Read only if the pull asks; a failure nobody asked for is not an unhandled rejection.
  ahead.catch(() => undefined);
  return {
    ...transport,
    async snapshot() {
      const early = ahead;
      ahead = null;
      const answer = early && (await early);
      return answer ? answer.page : transport.snapshot();
    },
  };
}
