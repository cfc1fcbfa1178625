import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncWork } from '@client/sync/sync-work';

/** A worker that fails to load, as a broken update's would: it fires `error` once started. */
class FailingWorker extends EventTarget {
  static started = 0;
  posted: unknown[] = [];
  constructor() {
    super();
    FailingWorker.started += 1;
    queueMicrotask(() => this.dispatchEvent(new Event('error')));
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the page’s one sync worker', () => {
  it('starts once, and a worker that failed before the engine listened runs its jobs here', async () => {
    vi.stubGlobal('Worker', FailingWorker);
    const { startSyncWorker } = await import('@client/sync/sync-worker-start');
    const { workerSyncWork } = await import('@client/sync/worker-jobs');
    // main.tsx starts it early on an empty mirror…
    const early = startSyncWorker();
    expect(early).toBeInstanceOf(FailingWorker);
    await Promise.resolve();
    // …and the engine, later, gets the same one, already known to have failed.
    const result = { pages: 1, changes: 1, unchanged: false };
    const fallback: SyncWork = { pull: vi.fn(async () => result), places: vi.fn(async () => true) };
    const work = workerSyncWork(fallback);
    expect(FailingWorker.started).toBe(1);
    expect(await work.pull('', () => undefined)).toBe(result);
    expect((early as unknown as FailingWorker).posted).toEqual([]);
  });
});
