/**
 * Rows stored per step of a big write. IndexedDB copies each row on the calling thread when it is
 * put, so one `bulkPut` of a page held the main thread for seconds at 4× CPU; slices of 25 whole
 * records still took 50–120 ms each there, so 10 (docs/sync.md, "Pull").
 */
export const WRITE_SLICE = 10;

/**
 * `bulkPut` in slices, awaiting each: between two slices the browser runs its other tasks (input,
 * paint) while the transaction stays open, because its requests are still pending. Call it inside
 * the transaction that must hold all the rows: a failure in any slice still rolls back the whole.
 */
export async function putInSlices<T>(
  table: { bulkPut(rows: readonly T[]): Promise<unknown> },
  rows: readonly T[],
  size = WRITE_SLICE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size)
    await table.bulkPut(rows.slice(start, start + size));
}
