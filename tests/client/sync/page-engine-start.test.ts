import { afterEach, describe, expect, it, vi } from 'vitest';

// The engine's chunks are replaced: the first start fails as a lost connection makes it fail.
const engine = vi.hoisted(() => ({ attempts: 0, queued: vi.fn() }));
vi.mock('@client/sync/engine', () => ({
  SyncEngine: class {
    constructor() {
      engine.attempts += 1;
      if (engine.attempts === 1)
        throw new TypeError('Failed to fetch dynamically imported module: engine.js');
    }
    start() {}
    queued = engine.queued;
    kick() {}
    refreshPlaces() {}
  },
}));
vi.mock('@client/sync/worker-jobs', () => ({ workerSyncWork: (w: unknown) => w }));
vi.mock('@client/sync/session-copy', () => ({
  copySessionForWorker: () => Promise.resolve(),
}));

const { afterQueuedWrite, startSync } = await import('@client/sync/page-engine');

const options = {
  session: () => ({ userId: null, token: null }),
  onSessionChange: () => undefined,
  placesNear: () => null,
  onPlaceChange: () => undefined,
};

afterEach(() => vi.restoreAllMocks());

describe('starting the sync engine', () => {
  it('tries again when the network returns if its code could not be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startSync(options)).rejects.toThrow('Failed to fetch dynamically imported');
    afterQueuedWrite();
    expect(engine.queued).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(engine.attempts).toBe(2));
    afterQueuedWrite();
    await vi.waitFor(() => expect(engine.queued).toHaveBeenCalledTimes(1));
    // Started once: another `online` does not start a second engine.
    window.dispatchEvent(new Event('online'));
    await startSync(options);
    expect(engine.attempts).toBe(2);
    expect(logged).not.toHaveBeenCalled();
  });
});
