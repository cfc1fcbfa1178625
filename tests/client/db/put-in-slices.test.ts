import { afterEach, describe, expect, it, vi } from 'vitest';
import { putInSlices, WORKER_SLICE, WRITE_SLICE } from '@client/db/put-in-slices';

function table() {
  const calls: number[] = [];
  return {
    calls,
    bulkPut: (rows: readonly number[]) => (calls.push(rows.length), Promise.resolve()),
  };
}

const rows = Array.from({ length: 25 }, (_, i) => i);
const many = Array.from({ length: 250 }, (_, i) => i);

afterEach(() => vi.unstubAllGlobals());

describe('putInSlices', () => {
  it('puts a page in slices on the main thread, so no write is one long task', async () => {
    const t = table();
    await putInSlices(t, rows);
    expect(t.calls).toEqual([WRITE_SLICE, WRITE_SLICE, 25 - 2 * WRITE_SLICE]);
  });

  it('puts bigger slices in a worker, where there is no page to keep responsive', async () => {
    vi.stubGlobal('document', undefined);
    const t = table();
    await putInSlices(t, many);
    expect(t.calls).toEqual([WORKER_SLICE, WORKER_SLICE, 250 - 2 * WORKER_SLICE]);
  });
});
