// The app's code after the first screen comes in chunks fetched when needed (docs/architecture.md
// "Chunks that fail to load"). On a first visit the service worker does not hold them yet, and a
// phone that loses its signal a second after the first screen would otherwise keep a broken app
// until it is reloaded: no live reads, no sync engine, no service worker, Lingui's ids.

/**
 * Resolves at the next chance a failed fetch has to succeed: the browser is back online, or a
 * service worker takes control of the page (its precache then holds every file of the app); or
 * after `timeoutMs`, when given.
 */
export function nextChanceToLoad(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => done(), timeoutMs);
    function done() {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      container?.removeEventListener('controllerchange', done);
      resolve();
    }
    window.addEventListener('online', done);
    container?.addEventListener('controllerchange', done);
  });
}

/** The waits before each new try of a chunk that failed while the browser said it was online. */
export const RETRY_MS = [1_000, 4_000, 16_000] as const;

/**
 * `load` (a dynamic import), tried again until it loads. While the browser is offline a failure is
 * tried again at the next chance (nextChanceToLoad), however long that takes: what waits for the
 * chunk carries on when the signal returns. Online (or so the browser says: a weak signal), it is
 * tried again after each of RETRY_MS or at the next chance, whichever comes first, and the failure
 * after the last one is the caller's (a broken update: the caller logs it or shows it).
 *
 * A browser fetches a failed dynamic import again since whatwg/html#10327 (Chromium does); one
 * that still keeps the failure fails each try at once, and the next start has the chunk.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine) {
        await nextChanceToLoad();
        continue;
      }
      const wait = RETRY_MS[failures];
      if (wait === undefined) throw error;
      failures += 1;
      await nextChanceToLoad(wait);
    }
  }
}
