import { afterEach, describe, expect, it, vi } from 'vitest';
// The engine's chunk is replaced: it cannot be fetched while `offline`, as on a first visit whose
// connection dropped before the service worker had the app's files.
const engine = vi.hoisted(() => ({ offline: true, imports: 0, started: 0, queued: vi.fn() }));
vi.mock('@client/sync/engine', () => {
  engine.imports += 1;
  if (engine.offline) throw new TypeError('Failed to fetch dynamically imported module: engine.js');
  return {
    SyncEngine: class {
      constructor() {
        engine.started += 1;
      }
      start() {}
      queued = engine.queued;
      kick() {}
      refreshPlaces() {}
    },
  };
});
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
  it('waits for the network when its code could not be loaded, then starts once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !engine.offline);
    const starting = startSync(options);
    await vi.waitFor(() => expect(engine.imports).toBe(1));
    afterQueuedWrite();
    expect(engine.queued).not.toHaveBeenCalled();

    engine.offline = false;
    window.dispatchEvent(new Event('online'));
    await starting;
    expect(engine.started).toBe(1);
    afterQueuedWrite();
    await vi.waitFor(() => expect(engine.queued).toHaveBeenCalledTimes(1));
    // Started once: another `online` or start does not start a second engine.
    window.dispatchEvent(new Event('online'));
    await startSync(options);
    expect(engine.started).toBe(1);
    expect(logged).not.toHaveBeenCalled();
  });
});
