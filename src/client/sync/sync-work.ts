import type { LngLat } from '@shared/geo/distance';
import type { RefugioDb } from '@client/db/database';
import type { PullProgress, PullResult } from './pull';
import type { SyncTransport } from './transport';
import type { Job } from './worker-jobs';

/**
 * The pull, the gazetteer's refresh and a service's record stored ahead of the first sync,
 * wherever they run (in sync.worker.ts, or on the page's thread: pull-and-places.ts).
 */
export interface SyncWork {
  pull(scope: string, onProgress: (progress: PullProgress) => void): Promise<PullResult>;
  /** True when the slice was stale and fetched again. */
  places(near: LngLat | null, now: number): Promise<boolean>;
  /**
   * Stores service `serviceId`'s record, fetched or written into its page by the server, in the
   * mirror ahead of the first sync once the API's schema has checked it (service-ahead.ts).
   * True when it stored it.
   */
  ahead(serviceId: string, record: unknown): Promise<boolean>;
}

/** Runs one job of the sync worker with `work`: in the worker, or on the page when it cannot. */
export function runJob(
  work: SyncWork,
  job: Job,
  onProgress: (progress: PullProgress) => void,
): Promise<PullResult | boolean> {
  switch (job.kind) {
    case 'pull':
      return work.pull(job.scope, onProgress);
    case 'places':
      return work.places(job.near, job.now);
    case 'ahead':
      return work.ahead(job.serviceId, job.record);
  }
}

/**
 * Work whose code loads when first asked: the page's thread needs the pull's own code (the pull,
 * the places' refresh, their zod schemas) only where the sync worker cannot run, so the page's
 * engine starts without evaluating it (a long task after the first content, TBT in docs/screens.md).
 */
export function lazySyncWork(load: () => Promise<SyncWork>): SyncWork {
  let loaded: Promise<SyncWork> | null = null;
  const work = () => {
    loaded ??= load().catch((error: unknown) => {
      // Not kept: a chunk that failed to load (offline) is fetched again next time.
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return {
    pull: async (scope, onProgress) => (await work()).pull(scope, onProgress),
    places: async (near, now) => (await work()).places(near, now),
    ahead: async (serviceId, record) => (await work()).ahead(serviceId, record),
  };
}

/** The sync worker's jobs on the page's thread, their code loaded when first asked. */
export function pageThreadSyncWork(db: RefugioDb, transport: SyncTransport): SyncWork {
  return lazySyncWork(() =>
    import('./pull-and-places').then(({ localSyncWork }) => localSyncWork(db, transport)),
  );
}
