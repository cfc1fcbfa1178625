/**
 * Rows stored per step of a big write on the page's main thread. IndexedDB copies each row on the
 * calling thread when it is put, so one `bulkPut` of a page held the main thread for seconds at 4×
 * CPU; slices of 25 whole records still took 50–120 ms each there, so 10 (docs/sync.md, "Pull").
 */
export const WRITE_SLICE = 10;

/**
 * Rows per step in a worker (the sync worker, sync.worker.ts), which has no page to keep
 * responsive: each awaited slice costs a round trip, and slices of 10 made its first full sync of
 * 20,000 services twice as long (17–21 s → 35–42 s); 100 or a whole page both take ~21 s.
 */
export const WORKER_SLICE = 100;

// The service worker's flush imports this too: its types know no `document`.
const onMainThread = () => (globalThis as { document?: unknown }).document !== undefined;

/**
 * `bulkPut` in slices, awaiting each: between two slices the browser runs its other tasks (input,
 * paint) while the transaction stays open, because its requests are still pending. Call it inside
 * the transaction that must hold all the rows: a failure in any slice still rolls back the whole.
 * Off the main thread the slices are WORKER_SLICE rows. `whileWriting` runs on each slice once its
 * write is asked and before it is awaited, so work on the rows overlaps IndexedDB's.
 */
export async function putInSlices<T>(
  table: { bulkPut(rows: readonly T[]): Promise<unknown> },
  rows: readonly T[],
  size = WRITE_SLICE,
  whileWriting?: (slice: readonly T[]) => void,
): Promise<void> {
  const step = onMainThread() ? size : WORKER_SLICE;
  for (let start = 0; start < rows.length; start += step) {
    const slice = rows.slice(start, start + step);
    const written = table.bulkPut(slice);
    whileWriting?.(slice);
    await written;
  }
}
