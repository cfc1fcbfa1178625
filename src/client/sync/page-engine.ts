import type { LngLat } from '@shared/geo/distance';
import { loadChunk } from '@client/lib/load-chunk';
import type { SyncEngine } from './engine';
import type { Session } from './outbox';

/**
 * The page's sync engine, loaded when it starts (after the first content, main.tsx): the engine
 * and its transport are not needed to show what the mirror holds, and loading them (with zod) at
 * start would delay an offline cold start (docs/sync.md, "Reading fast").
 */
let engine: Promise<SyncEngine> | null = null;

/**
 * Starts the sync engine once, after the session is known (main.tsx). `onSessionChange`
 * subscribes to sign-in and sign-out, which are copied for the service worker and may unblock
 * queued writes that need an account.
 */
export function startSync(options: {
  session: () => Session;
  onSessionChange: (listener: () => void) => void;
  /** Where the person is, for the gazetteer slice of the offline location search. */
  placesNear: () => LngLat | null;
  onPlaceChange: (listener: () => void) => void;
}): Promise<SyncEngine> {
  engine ??= loadEngine(options).catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

async function loadEngine(options: Parameters<typeof startSync>[0]): Promise<SyncEngine> {
  const [
    { SyncEngine },
    { copySessionForWorker },
    { httpTransport },
    jobs,
    { pageThreadSyncWork },
    { localDb },
  ] = await loadChunk(() =>
    // On a first visit the connection may drop before the service worker has these chunks: they
    // load once it is back, so writes queued meanwhile are sent without a reload.
    Promise.all([
      import('./engine'),
      import('./session-copy'),
      import('./transport'),
      import('./worker-jobs'),
      import('./sync-work'),
      import('@client/db/database'),
    ]),
  );
  const { session, onSessionChange, placesNear, onPlaceChange } = options;
  const db = localDb();
  const transport = httpTransport();
  // The pull runs in a worker: a first sync would otherwise hold the main thread for seconds.
  // Its code on this thread loads only if the worker cannot run (sync-work.ts).
  const work = jobs.workerSyncWork(pageThreadSyncWork(db, transport));
  const started = new SyncEngine(db, transport, { session, placesNear, work });
  onPlaceChange(() => void started.refreshPlaces());
  const copy = () => copySessionForWorker(db, session()).catch(() => undefined);
  void copy();
  onSessionChange(() => {
    void copy();
    void started.kick({ pull: false });
  });
  started.start();
  return started;
}

/**
 * Call after any write that queued an outbox entry: sends it now when the network allows (or as
 * soon as the engine has started; it flushes on start anyway).
 */
export function afterQueuedWrite(): void {
  engine?.then((started) => started.queued()).catch(() => undefined);
}

/** A pull now (pull-to-refresh, the banner's retry): resolves when it ended, well or not. */
export async function syncNow(): Promise<void> {
  if (engine) await (await engine).kick({ pull: true });
}
