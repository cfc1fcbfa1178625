import { describe, expect, it } from 'vitest';
import { PageRecords, sameJson } from '@client/features/services/lib/page-records';
import type { ServiceRecord } from '@shared/sync/protocol';
import { service } from '../../sync/fakes';

/** A mirror of records by id whose reads are counted. */
function mirrorOf(records: ServiceRecord[]) {
  const byId = new Map(records.map((r) => [r.id, r]));
  const reads: string[][] = [];
  // Each read gives new objects, as IndexedDB does.
  const load = async (ids: readonly string[]) => {
    reads.push([...ids]);
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [structuredClone(r)] : [];
    });
  };
  return { byId, reads, load };
}

describe('the records home has read', () => {
  it('reads only the ids it never read, and gives them in the order asked', async () => {
    const mirror = mirrorOf([service('a'), service('b'), service('c')]);
    const records = new PageRecords();
    expect(records.page(['a', 'b'])).toBeUndefined();
    await records.read(['a', 'b'], mirror.load);
    await records.read(['c', 'a'], mirror.load);
    await records.read(['b', 'a'], mirror.load);
    expect(mirror.reads).toEqual([['a', 'b'], ['c']]);
    const page = records.page(['c', 'a', 'b']);
    expect(page?.stale).toBe(false);
    expect(page?.page.records.map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('after a write, reads again what it has, keeping the objects of records that did not change', async () => {
    const mirror = mirrorOf([service('a'), service('b'), service('c')]);
    const records = new PageRecords();
    await records.read(['a', 'b', 'c'], mirror.load);
    const before = records.page(['a', 'b', 'c'])!.page.records;

    mirror.byId.set('b', service('b', { likes: 3 }));
    mirror.byId.delete('c');
    records.written();
    // Until read again, the page is there but stale.
    expect(records.page(['a', 'b', 'c'])?.stale).toBe(true);
    expect(records.toRead(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    await records.read(['a', 'b', 'c'], mirror.load);

    const after = records.page(['a', 'b', 'c'])!;
    expect(after.stale).toBe(false);
    expect(after.page.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(after.page.records[0]).toBe(before[0]);
    expect(after.page.records[1]).not.toBe(before[1]);
    expect(after.page.records[1]?.likes).toBe(3);
  });

  it('a read that a write overtook is read again', async () => {
    const mirror = mirrorOf([service('a')]);
    const records = new PageRecords();
    const reading = records.read(['a'], mirror.load);
    records.written();
    await reading;
    expect(records.page(['a'])?.stale).toBe(true);
    expect(records.toRead(['a'])).toEqual(['a']);
  });

  it('forgets the records off the page once it holds more than its limit', async () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map((id) => service(id));
    const mirror = mirrorOf(all);
    const records = new PageRecords(3);
    await records.read(['a', 'b', 'c'], mirror.load);
    await records.read(['d', 'e'], mirror.load);
    expect(records.page(['d', 'e'])?.stale).toBe(false);
    expect(records.page(['a'])).toBeUndefined();
  });
});

describe('sameJson', () => {
  it('compares parsed JSON by value', () => {
    expect(sameJson({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
