import { localDb } from '../db/database';
import { SyncEngine } from './engine';
import type { Session } from './outbox';
import { httpTransport } from './transport';

let engine: SyncEngine | null = null;

/** The page's sync engine: started once by main.tsx, after the session is known. */
export function startSync(session: () => Session): SyncEngine {
  if (engine) return engine;
  engine = new SyncEngine(localDb(), httpTransport(), { session });
  engine.start();
  return engine;
}

/** Call after any write that queued an outbox entry: sends it now when the network allows. */
export function afterQueuedWrite(): void {
  engine?.queued();
}

/** A pull now (pull-to-refresh, the banner's retry): resolves when it ended, well or not. */
export function syncNow(): Promise<void> {
  return engine ? engine.kick({ pull: true }) : Promise.resolve();
}
