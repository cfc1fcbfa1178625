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

/** A worker that loads: it keeps what it is sent, and the test answers for it. */
class AnsweringWorker extends EventTarget {
  static started = 0;
  static last: AnsweringWorker | null = null;
  posted: unknown[] = [];
  constructor() {
    super();
    AnsweringWorker.started += 1;
    AnsweringWorker.last = this;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  terminate() {}
}

afterEach(() => {
  AnsweringWorker.started = 0;
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
    const fallback: SyncWork = {
      pull: vi.fn(async () => result),
      places: vi.fn(async () => true),
      ahead: vi.fn(async () => true),
    };
    const work = workerSyncWork(fallback);
    expect(FailingWorker.started).toBe(1);
    expect(await work.pull('', () => undefined)).toBe(result);
    expect((early as unknown as FailingWorker).posted).toEqual([]);
  });

  it('shares one channel: a service page’s job and the engine’s each get their own answer', async () => {
    vi.stubGlobal('Worker', AnsweringWorker);
    const { workerSyncWork } = await import('@client/sync/worker-jobs');
    const here = (name: string): SyncWork => ({
      pull: vi.fn(async () => ({ pages: 0, changes: 0, unchanged: true })),
      places: vi.fn(async () => false),
      ahead: vi.fn(async () => {
        throw new Error(`${name} ran on the page`);
      }),
    });
    // The service page asks before the engine starts; the engine's jobs come later.
    const page = workerSyncWork(here('page'));
    const stored = page.ahead('s1', { id: 's1' });
    const engine = workerSyncWork(here('engine'));
    const pulled = engine.pull('', () => undefined);
    const worker = AnsweringWorker.last!;
    expect(AnsweringWorker.started).toBe(1);
    const [ahead, pull] = worker.posted as { id: number; kind: string }[];
    expect(ahead).toEqual({ id: 1, kind: 'ahead', serviceId: 's1', record: { id: 's1' } });
    expect(pull).toMatchObject({ id: 2, kind: 'pull' });
    // Answered in the other order, each reaches its caller.
    const result = { pages: 1, changes: 3, unchanged: false };
    worker.answer({ id: 2, done: result });
    worker.answer({ id: 1, done: true });
    expect(await pulled).toEqual(result);
    expect(await stored).toBe(true);
  });

  it('runs a service page’s job on the page when the worker fails while it waits', async () => {
    vi.stubGlobal('Worker', AnsweringWorker);
    const { workerSyncWork } = await import('@client/sync/worker-jobs');
    const ahead = vi.fn(async () => true);
    const page = workerSyncWork({ pull: vi.fn(), places: vi.fn(), ahead });
    const stored = page.ahead('s1', { id: 's1' });
    AnsweringWorker.last!.dispatchEvent(new Event('error'));
    expect(await stored).toBe(true);
    expect(ahead).toHaveBeenCalledWith('s1', { id: 's1' });
  });
});
