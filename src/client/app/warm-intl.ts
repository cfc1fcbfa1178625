/**
 * Starts the worker that loads Intl's data off the main thread (see warm-intl.worker.ts). Called
 * first thing at start; where workers are missing or fail, the page simply loads the data itself.
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url));
  } catch {
    // Only an optimisation.
  }
}
