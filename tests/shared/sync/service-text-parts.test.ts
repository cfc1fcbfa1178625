import { describe, expect, it } from 'vitest';
import {
  changeTextParts,
  textEntriesOf,
  textPartOf,
  TEXT_PARTS,
  touchedTextParts,
} from '@shared/sync/service-text-parts';

const ids = Array.from(
  { length: 2000 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

describe('the search text parts', () => {
  it('puts every id in one stable part, spread over all of them', () => {
    const parts = ids.map(textPartOf);
    expect(parts.every((p) => Number.isInteger(p) && p >= 0 && p < TEXT_PARTS)).toBe(true);
    expect(ids.map(textPartOf)).toEqual(parts);
    const sizes = Array.from({ length: TEXT_PARTS }, (_, p) => parts.filter((x) => x === p).length);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThan((3 * ids.length) / TEXT_PARTS);
  });

  it('changes only the touched parts: deletes first, then upserts', () => {
    const first = changeTextParts(
      [],
      [],
      ids.slice(0, 300).map((id) => ({ id, text: `t ${id}` })),
    );
    const [gone, kept] = [ids[0]!, ids[1]!];
    const touched = touchedTextParts([gone, kept, ids[500]!]);
    const stored = touched.map((part) => first.find((row) => row.part === part));
    const next = changeTextParts(
      stored,
      [gone, kept],
      [
        { id: kept, text: 'again' },
        { id: ids[500]!, text: 'new' },
      ],
    );
    expect(next.map((row) => row.part).sort((a, b) => a - b)).toEqual(touched);
    const after = [...first.filter((row) => !touched.includes(row.part)), ...next];
    const byId = new Map(textEntriesOf(after).map((e) => [e.id, e.text]));
    expect(byId.has(gone)).toBe(false);
    expect(byId.get(kept)).toBe('again');
    expect(byId.get(ids[500]!)).toBe('new');
    expect(byId.get(ids[2]!)).toBe(`t ${ids[2]}`);
    expect(byId.size).toBe(300);
  });
});
