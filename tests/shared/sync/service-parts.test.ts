import { describe, expect, it } from 'vitest';
import {
  changeServiceParts,
  recordsIn,
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
    expect(next.find((row) => row.part === servicePartOf('a'))?.records).toEqual([]);
  });
});
