/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '@shared/sync/outbox';
import { RefugioDb } from '@client/db/database';
import { flushOutbox } from '@client/sync/outbox';
import { copiedSession } from '@client/sync/session-copy';
import { httpTransport } from '@client/sync/transport';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Flushes the outbox when Chromium's Background Sync says the network is back, even with every
 * Refugio tab closed. The page and the worker run the very same flush (docs/architecture.md
 * explains this exception to "the worker imports src/shared only"); if both send one entry at
 * once, its Idempotency-Key makes the server count it once. A flush that left entries waiting
 * rejects, so the browser schedules another sync later.
 */
export async function flushFromWorker(db: RefugioDb = new RefugioDb()): Promise<void> {
  const session = await copiedSession(db);
  const result = await flushOutbox(db, httpTransport(), { session: () => session });
  if (result.nextAttemptAt !== null) throw new Error('outbox entries are still waiting');
}

export function handleOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushFromWorker());
  });
}
