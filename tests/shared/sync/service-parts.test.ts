import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '@shared/sync/protocol';
import {
  changeServiceParts,
  isEmptyPart,
  packServicePart,
  recordsIn,
  recordsOfPart,
  servicePartOf,
  servicePartsOf,
  SERVICE_PARTS,
} from '@shared/sync/service-parts';
import { service } from '../../client/sync/fakes';

const ids = Array.from(
  { length: 19_000 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

describe('the service record parts', () => {
  it('puts every id in one stable part, and a mirror of 19,000 at most 28 to a part', () => {
    const parts = ids.map(servicePartOf);
    expect(parts.every((p) => Number.isInteger(p) && p >= 0 && p < SERVICE_PARTS)).toBe(true);
    expect(ids.map(servicePartOf)).toEqual(parts);
    const sizes = new Array<number>(SERVICE_PARTS).fill(0);
    for (const part of parts) sizes[part]! += 1;
    // 28 records of ~2.3 KB: the 64 KB Chromium stores inline (service-parts.ts).
    expect(Math.max(...sizes)).toBeLessThanOrEqual(28);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });

  it('changes only the touched parts: deletes first, then upserts; a part left empty is empty', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => service(id));
    const first = changeServiceParts([], [], [a!, b!, c!]);
    // Three ids in three parts.
    expect(first.map((row) => row.part).sort((x, y) => x - y)).toEqual(
      servicePartsOf(['a', 'b', 'c']),
    );
    expect(first).toHaveLength(3);
    const touched = servicePartsOf(['a', 'b']);
    const stored = touched.map((part) => first.find((row) => row.part === part));
    const next = changeServiceParts(stored, ['a', 'b'], [service('b', { name: 'New' })]);
    expect(next.map((row) => row.part).sort((x, y) => x - y)).toEqual(touched);
    expect(recordsIn(next, ['a', 'b', 'c'])).toEqual([
      undefined,
      expect.objectContaining({ id: 'b', name: 'New' }),
      undefined,
    ]);
    expect(recordsOfPart(next.find((row) => row.part === servicePartOf('a'))!)).toEqual([]);
  });

  it('stores each field name once a part and gives the records back as they were', () => {
    const [a, b] = ['a', 'b'].map((id) => service(id, { name: `Name ${id}` }));
    const row = packServicePart({ part: 7, records: [a!, b!] });
    expect(row.part).toBe(7);
    expect(row.keys).toEqual(Object.keys(a!));
    expect(row.values).toHaveLength(2);
    expect(row.records).toBeUndefined();
    expect(recordsOfPart(row)).toStrictEqual([a, b]);
    // The names are ~28% of the records' JSON: they are not written once a record.
    expect(JSON.stringify(row).length).toBeLessThan(JSON.stringify([a, b]).length * 0.85);
  });

  it('keeps a field one record lacks out of it, and never takes a name from the prototype', () => {
    const full = service('full');
    const { website: _website, ...lacking } = service('lacking');
    const odd = { ...service('odd'), constructor: 'a field named constructor' };
    const row = packServicePart({
      part: 1,
      records: [lacking as ServiceRecord, full, odd as ServiceRecord],
    });
    const [back, fullBack, oddBack] = recordsOfPart(row);
    expect(back).toStrictEqual(lacking);
    expect(Object.keys(back!)).not.toContain('website');
    expect(Object.keys(back!)).not.toContain('constructor');
    expect(fullBack).toStrictEqual(full);
    expect(oddBack).toStrictEqual(odd);
  });

  it('reads a part stored by an earlier version (its records whole) and stores it packed', () => {
    const a = service('a');
    const legacy = { part: servicePartOf('a'), records: [a] };
    expect(recordsIn([legacy], ['a'])).toEqual([a]);
    expect(recordsOfPart(legacy)).toBe(legacy.records);
    const [next] = changeServiceParts([legacy], [], [service('a', { likes: 5 })]);
    expect(next!.records).toBeUndefined();
    expect(recordsOfPart(next!)).toEqual([{ ...a, likes: 5 }]);
    expect(isEmptyPart(legacy)).toBe(false);
    expect(isEmptyPart({ part: 1, records: [] })).toBe(true);
    expect(isEmptyPart(changeServiceParts([legacy], ['a'], [])[0]!)).toBe(true);
  });
});
