// What may wait until the person sees what they opened the app for: the sync engine, the service
// worker's registration and the demo flag's check all load code and touch IndexedDB, and on a slow
// phone they would otherwise delay the first rows of an offline cold start (docs/sync.md).

/** When no screen says it showed its content (a screen that does not call it), start anyway. */
export const FIRST_CONTENT_FALLBACK_MS = 2000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** A screen showed its main content (the home list its first rows, or its empty state). */
export function markFirstContent(): void {
  markShown();
}

const nextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The longest the work after the first content waits for the main thread to be idle. */
export const IDLE_WAIT_MS = 500;

/** The next idle period of the main thread (at most IDLE_WAIT_MS away). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback !== 'function') return void setTimeout(resolve, 0);
    requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
  });

/**
 * Resolves once the first content has been painted and the main thread is idle (so loading Dexie,
 * the sync engine and the service worker does not delay the person's first tap), or after
 * `fallbackMs` when no screen said so.
 */
export function afterFirstContent(fallbackMs = FIRST_CONTENT_FALLBACK_MS): Promise<void> {
  return Promise.race([
    shown.then(nextPaint).then(idle),
    new Promise<void>((resolve) => setTimeout(resolve, fallbackMs)),
  ]);
}
