import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, nextChanceToLoad, RETRY_MS } from '@client/lib/load-chunk';

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module');

/** A dynamic import that fails `failures` times, then answers its module. */
function chunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw fetchFailure();
    return { ready: true };
  });
  return load;
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // jsdom has no service workers: the page's container, as an event target.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: new EventTarget(),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('loadChunk', () => {
  it('answers the module of a chunk that loads', async () => {
    await expect(loadChunk(chunk(0))).resolves.toEqual({ ready: true });
  });

  it('offline, waits for the network however long, then loads the chunk', async () => {
    vi.useFakeTimers();
    online = false;
    const load = chunk(1);
    const loading = loadChunk(load);
    await settled();
    // An hour offline: no new try, no failure.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ ready: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, loads the chunk once a service worker takes control', async () => {
    online = false;
    const load = chunk(1);
    const loading = loadChunk(load);
    await settled();
    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    await expect(loading).resolves.toEqual({ ready: true });
  });

  it('online, tries again after each wait, then gives the last failure to the caller', async () => {
    vi.useFakeTimers();
    const load = chunk(Number.POSITIVE_INFINITY);
    const loading = loadChunk(load);
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    for (const wait of RETRY_MS) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(load.mock.calls.length).toBe(before + 1);
    }
    expect(load).toHaveBeenCalledTimes(RETRY_MS.length + 1);
    expect(await outcome).toBeInstanceOf(TypeError);
  });

  it('online, a weak signal that recovers loads the chunk on the next try', async () => {
    vi.useFakeTimers();
    const load = chunk(2);
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(RETRY_MS[0] + RETRY_MS[1]);
    await expect(loading).resolves.toEqual({ ready: true });
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('nextChanceToLoad', () => {
  it('leaves no listener behind once it resolved', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const waiting = nextChanceToLoad(10);
    await waiting;
    const onlineListener = added.mock.calls.find(([type]) => type === 'online')?.[1];
    expect(removed).toHaveBeenCalledWith('online', onlineListener);
  });
});
