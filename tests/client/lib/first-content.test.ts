import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps its state for the page's life: a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import('@client/lib/first-content');
};

afterEach(() => vi.useRealTimers());

describe('waiting for the first content', () => {
  it('waits until a screen says it showed its content', async () => {
    const { afterFirstContent, markFirstContent } = await load();
    let done = false;
    void afterFirstContent(60_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    markFirstContent();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('goes on after the fallback time when no screen says so', async () => {
    vi.useFakeTimers();
    const { afterFirstContent, FIRST_CONTENT_FALLBACK_MS } = await load();
    let done = false;
    void afterFirstContent().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_CONTENT_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the main thread to be idle after the paint', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const { afterFirstContent, markFirstContent } = await load();
      markFirstContent();
      let done = false;
      void afterFirstContent(60_000).then(() => (done = true));
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(done).toBe(false);
      idle[0]!();
      await vi.waitFor(() => expect(done).toBe(true));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('answers at once (after a paint) for a later caller', async () => {
    const { afterFirstContent, markFirstContent } = await load();
    markFirstContent();
    await expect(afterFirstContent(60_000)).resolves.toBeUndefined();
  });
});
