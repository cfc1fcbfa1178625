// The page's one sync worker (sync.worker.ts). The engine asks for it once it starts, after the
// first content (page-engine.ts); a page whose mirror is empty starts it sooner, from main.tsx, so
// the worker fetches the first sync's snapshot while the app draws its first screen
// (snapshot-ahead.ts; docs/sync.md "Snapshot").

let started: Worker | null | undefined;
let failed = false;

/** Starts the worker once (null where workers are missing or it cannot start). */
export function startSyncWorker(): Worker | null {
  if (started !== undefined) return started;
  try {
    started =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    started = null;
  }
  // Heard from the start: a worker that failed to load before the engine listened must not
  // leave the engine's jobs waiting for it (worker-jobs.ts).
  started?.addEventListener('error', () => (failed = true));
  return started;
}

/** The worker failed to load (an old browser, a broken update). */
export const syncWorkerFailed = (): boolean => failed;
