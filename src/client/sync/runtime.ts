import type { LngLat } from '../../shared/geo/distance';
import { localDb } from '../db/database';
import { SyncEngine } from './engine';
import type { Session } from './outbox';
import { copySessionForWorker } from './session-copy';
import { httpTransport } from './transport';

let engine: SyncEngine | null = null;

/**
 * The page's sync engine: started once by main.tsx, after the session is known. `onSessionChange`
 * subscribes to sign-in and sign-out, which are copied for the service worker and may unblock
 * queued writes that need an account.
 */
export function startSync(options: {
  session: () => Session;
  onSessionChange: (listener: () => void) => void;
  /** Where the person is, for the gazetteer slice of the offline location search. */
  placesNear: () => LngLat | null;
  onPlaceChange: (listener: () => void) => void;
}): SyncEngine {
  if (engine) return engine;
  const { session, onSessionChange, placesNear, onPlaceChange } = options;
  const db = localDb();
  const started = new SyncEngine(db, httpTransport(), { session, placesNear });
  onPlaceChange(() => void started.refreshPlaces());
  engine = started;
  const copy = () => copySessionForWorker(db, session()).catch(() => undefined);
  void copy();
  onSessionChange(() => {
    void copy();
    void started.kick({ pull: false });
  });
  started.start();
  return started;
}

/** Call after any write that queued an outbox entry: sends it now when the network allows. */
export function afterQueuedWrite(): void {
  engine?.queued();
}

/** A pull now (pull-to-refresh, the banner's retry): resolves when it ended, well or not. */
export function syncNow(): Promise<void> {
  return engine ? engine.kick({ pull: true }) : Promise.resolve();
}
