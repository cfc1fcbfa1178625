import { describe, expect, it, vi } from 'vitest';
import { lazySyncWork, type SyncWork } from '@client/sync/sync-work';

const result = { pages: 1, changes: 2, unchanged: false };
const work: SyncWork = {
  pull: async () => result,
  places: async () => true,
  ahead: async () => false,
};

describe('lazySyncWork (the page-thread pull, loaded when first asked)', () => {
  it('loads nothing until asked, then loads once for every job', async () => {
    const load = vi.fn(async () => work);
    const lazy = lazySyncWork(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.pull('', () => undefined)).toBe(result);
    expect(await lazy.places(null, 0)).toBe(true);
    expect(await lazy.ahead('s1', {})).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a load that failed (a chunk not fetched while offline)', async () => {
    const load = vi
      .fn<() => Promise<SyncWork>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(work);
    const lazy = lazySyncWork(load);
    await expect(lazy.pull('', () => undefined)).rejects.toThrow('Failed to fetch');
    expect(await lazy.pull('', () => undefined)).toBe(result);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
