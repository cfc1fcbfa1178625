/** An IndexedDB quota error, wherever Dexie wrapped it. */
export function isQuotaError(error: unknown): boolean {
  let e = error as { name?: string; inner?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.name === 'QuotaExceededError') return true;
    e = e.inner as typeof e;
  }
  return false;
}
