import type { LngLat } from '@shared/geo/distance';
import { runJob, type SyncWork } from './sync-work';
import { startSyncWorker, syncWorkerFailed } from './sync-worker-start';
import type { PullProgress, PullResult } from './pull';

/** What the page asks the sync worker (sync.worker.ts). */
export type WorkerJob =
  | { id: number; kind: 'pull'; scope: string }
  | { id: number; kind: 'places'; near: LngLat | null; now: number };

/** What it answers: progress of a pull, then its result or its error (by name, as the engine tells them apart). */
export type WorkerReply =
  | { id: number; progress: PullProgress }
  | { id: number; done: PullResult | boolean }
  | { id: number; error: { name: string; message: string; status?: number } };

interface Pending {
  job: WorkerJob;
  onProgress?: (progress: PullProgress) => void;
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

/**
 * The pull and the gazetteer's refresh run in a dedicated worker (sync.worker.ts); where workers
 * are missing, or the worker fails to load, `fallback` runs them on the page's thread, as before.
 */
export function workerSyncWork(fallback: SyncWork): SyncWork {
  const worker = startSyncWorker();
  if (!worker) return fallback;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  // Started early (main.tsx), it may have failed before this listened.
  let broken = syncWorkerFailed();

  const runHere = ({ job, onProgress, resolve, reject }: Pending) =>
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

  const ask = <T>(job: WorkerJob, onProgress?: (progress: PullProgress) => void) =>
    new Promise<T>((resolve, reject) => {
      const item: Pending = { job, onProgress, resolve: resolve as (value: never) => void, reject };
      if (broken) return runHere(item);
      pending.set(job.id, item);
      worker.postMessage(job);
    });

  return {
    pull: (scope, onProgress) => ask<PullResult>({ id: nextId++, kind: 'pull', scope }, onProgress),
    places: (near, now) => ask<boolean>({ id: nextId++, kind: 'places', near, now }),
  };
}
