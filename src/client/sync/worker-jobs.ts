import type { LngLat } from '@shared/geo/distance';
import { runJob, type SyncWork } from './sync-work';
import { startSyncWorker, syncWorkerFailed } from './sync-worker-start';
import type { PullProgress, PullResult } from './pull';

/** What the page asks the sync worker (sync.worker.ts). */
export type Job =
  | { kind: 'pull'; scope: string }
  | { kind: 'places'; near: LngLat | null; now: number }
  | { kind: 'ahead'; serviceId: string; record: unknown };

/** A job as posted, with the id its answers carry. */
export type WorkerJob = Job & { id: number };

/** What it answers: progress of a pull, then its result or its error (by name, as the engine tells them apart). */
export type WorkerReply =
  | { id: number; progress: PullProgress }
  | { id: number; done: PullResult | boolean }
  | { id: number; error: { name: string; message: string; status?: number } };

interface Pending {
  job: WorkerJob;
  /** Where the job runs if the worker cannot. */
  fallback: SyncWork;
  onProgress?: (progress: PullProgress) => void;
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

type Ask = <T>(
  job: Job,
  fallback: SyncWork,
  onProgress?: (progress: PullProgress) => void,
) => Promise<T>;

/**
 * The page's one channel to its one worker (undefined until first asked, null where there is no
 * worker): every SyncWork made here shares its listeners and its job ids, so the engine's jobs
 * and a service page's job asked before the engine started (service-detail-screen.tsx) cannot
 * take each other's answers.
 */
let channel: Ask | null | undefined;

function workerChannel(): Ask | null {
  if (channel !== undefined) return channel;
  const worker = startSyncWorker();
  if (!worker) return (channel = null);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  // Started early (main.tsx), it may have failed before this listened.
  let broken = syncWorkerFailed();

  const runHere = ({ job, fallback, onProgress, resolve, reject }: Pending) =>
    (runJob(fallback, job, onProgress ?? (() => undefined)) as Promise<never>).then(
      resolve,
      reject,
    );
  // A worker that cannot load (an old browser, a broken update) must not stop the sync.
  worker.addEventListener('error', () => {
    broken = true;
    worker.terminate();
    for (const item of pending.values()) runHere(item);
    pending.clear();
  });
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const answer = event.data;
    const item = pending.get(answer.id);
    if (!item) return;
    if ('progress' in answer) return item.onProgress?.(answer.progress);
    pending.delete(answer.id);
    if ('done' in answer) item.resolve(answer.done as never);
    else item.reject(Object.assign(new Error(answer.error.message), answer.error));
  });

  return (channel = <T>(
    job: Job,
    fallback: SyncWork,
    onProgress?: (progress: PullProgress) => void,
  ) =>
    new Promise<T>((resolve, reject) => {
      const item: Pending = {
        job: { ...job, id: nextId++ },
        fallback,
        onProgress,
        resolve: resolve as (value: never) => void,
        reject,
      };
      if (broken) return runHere(item);
      pending.set(item.job.id, item);
      worker.postMessage(item.job);
    }));
}

/**
 * The sync worker's jobs (the pull, the gazetteer's refresh, a service stored ahead) run in the
 * page's dedicated worker (sync.worker.ts); where workers are missing, or the worker fails to
 * load, `fallback` runs them on the page's thread, as before.
 */
export function workerSyncWork(fallback: SyncWork): SyncWork {
  const ask = workerChannel();
  if (!ask) return fallback;
  return {
    pull: (scope, onProgress) => ask<PullResult>({ kind: 'pull', scope }, fallback, onProgress),
    places: (near, now) => ask<boolean>({ kind: 'places', near, now }, fallback),
    ahead: (serviceId, record) => ask<boolean>({ kind: 'ahead', serviceId, record }, fallback),
  };
}
