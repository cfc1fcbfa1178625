import type { LngLat } from '@shared/geo/distance';
import type { RefugioDb } from '@client/db/database';
import { refreshPlaces } from './places';
import { pullChanges, type PullProgress, type PullResult } from './pull';
import type { SyncTransport } from './transport';
import type { WorkerJob } from './worker-jobs';

/** The pull and the gazetteer's refresh, wherever they run (here, or in sync.worker.ts). */
export interface SyncWork {
  pull(scope: string, onProgress: (progress: PullProgress) => void): Promise<PullResult>;
  /** True when the slice was stale and fetched again. */
  places(near: LngLat | null, now: number): Promise<boolean>;
}

/** The pull and the gazetteer's refresh on the calling thread. */
export function localSyncWork(db: RefugioDb, transport: SyncTransport): SyncWork {
  return {
    pull: (scope, onProgress) => pullChanges(db, transport, { scope, onProgress }),
    places: (near, now) => refreshPlaces(db, near, now),
  };
}

/** Runs one job of the sync worker with `work`: in the worker, or on the page when it cannot. */
export function runJob(
  work: SyncWork,
  job: WorkerJob,
  onProgress: (progress: PullProgress) => void,
): Promise<PullResult | boolean> {
  return job.kind === 'pull' ? work.pull(job.scope, onProgress) : work.places(job.near, job.now);
}
