import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICE_TYPES } from '@shared/domain/enums';
import {
  changeServiceIndexPack,
  newestFirst,
  packServiceIndex,
  unpackServiceIndex,
  type ServiceIndexEntry,
} from '@shared/sync/service-index';

function randomEntries(count: number, seed: number): ServiceIndexEntry[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const some = <T>(all: readonly T[]) => all.filter(() => random() < 0.4);
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    types: some(SERVICE_TYPES),
    categories: some(CATEGORIES),
    lng: -180 + random() * 360,
    lat: -90 + random() * 180,
    likes: Math.floor(random() * 10_000),
    summary: ['Meals', 'Beds, Showers', '', 'Comidas calientes · ñ'][Math.floor(random() * 4)]!,
    createdAt: new Date(1_700_000_000_000 + Math.floor(random() * 1e10)).toISOString(),
    isContact: random() < 0.5,
  }));
}

describe('the service index pack', () => {
  it('gives back every row exactly, types and categories in enum order', () => {
    const entries = randomEntries(500, 7);
    const pack = packServiceIndex(entries, '42');
    expect(pack.cursor).toBe('42');
    expect(pack.summaries.length).toBe(4);
    const rows = unpackServiceIndex(pack);
    expect(rows).toHaveLength(500);
    expect(rows).toEqual(expect.arrayContaining(entries));
  });

  it("keeps the rows in the home list's default order, newest first, then by id", () => {
    const entries = randomEntries(300, 11);
    // Two rows made at the same moment: the id decides.
    entries[5]!.createdAt = entries[9]!.createdAt;
    const rows = unpackServiceIndex(packServiceIndex(entries, '1'));
    expect(rows).toEqual([...entries].sort(newestFirst));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id < b.id)).toBe(true);
    }
  });

  it('survives a structured clone, as IndexedDB stores it', () => {
    const entries = randomEntries(50, 3);
    expect(unpackServiceIndex(structuredClone(packServiceIndex(entries, '1')))).toEqual(
      [...entries].sort(newestFirst),
    );
  });

  it('packs an empty mirror', () => {
    expect(unpackServiceIndex(packServiceIndex([], '0'))).toEqual([]);
  });

  it('is changed by a page: deletes first, then upserts, at the page cursor', () => {
    const entries = randomEntries(300, 11);
    const pack = packServiceIndex(entries, '7');
    const [gone, moved] = [entries[0]!, entries[1]!];
    const added = randomEntries(301, 12)[300]!;
    const next = changeServiceIndexPack(
      pack,
      [gone.id, moved.id],
      [{ ...moved, likes: 99_999 }, added],
      '8',
    );
    expect(next.cursor).toBe('8');
    const rows = unpackServiceIndex(next);
    const expected = [...entries.slice(2), { ...moved, likes: 99_999 }, added].sort(newestFirst);
    expect(rows).toEqual(expected);
    expect(changeServiceIndexPack(undefined, ['x'], [added], '1').count).toBe(1);
  });
});
