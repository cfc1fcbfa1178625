/**
 * Rows stored per step of a big write on the page's main thread. IndexedDB copies each row on the
 * calling thread when it is put, so one `bulkPut` of a page held the main thread for seconds at 4×
 * CPU; slices of 25 whole records still took 50–120 ms each there, so 10 (docs/sync.md, "Pull").
 */
export const WRITE_SLICE = 10;

/** A worker (the sync worker, sync.worker.ts) has no page to keep responsive. */
const onMainThread = () => typeof document !== 'undefined';

/**
 * `bulkPut` in slices, awaiting each: between two slices the browser runs its other tasks (input,
 * paint) while the transaction stays open, because its requests are still pending. Call it inside
 * the transaction that must hold all the rows: a failure in any slice still rolls back the whole.
 * Off the main thread the rows are put at once: each awaited slice costs a round trip, and slices
 * of 10 made the sync worker's first full sync of 20,000 services twice as long (17 s → 35–42 s).
 */
export async function putInSlices<T>(
  table: { bulkPut(rows: readonly T[]): Promise<unknown> },
  rows: readonly T[],
  size = WRITE_SLICE,
): Promise<void> {
  if (!onMainThread()) {
    await table.bulkPut(rows);
    return;
  }
  for (let start = 0; start < rows.length; start += size)
    await table.bulkPut(rows.slice(start, start + size));
}
