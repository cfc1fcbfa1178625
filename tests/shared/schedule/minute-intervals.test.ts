import { describe, expect, it } from 'vitest';
import { PairList, mergePairs, sortPairs, subtractPairs } from '@shared/schedule/minute-intervals';

const listOf = (values: number[]) => {
  const list = new PairList();
  for (let i = 0; i < values.length; i += 2) list.push(values[i] ?? 0, values[i + 1] ?? 0);
  return list;
};
const merged = (values: number[], limit = 10_000) => {
  const list = listOf(values);
  sortPairs(list);
  mergePairs(list, limit);
  return list.toArray();
};
const minus = (open: number[], closed: number[]) => {
  const out = listOf([999, 999]); // stale content must be cleared
  subtractPairs(listOf(open), listOf(closed), out);
  return out.toArray();
};

describe('minute intervals', () => {
  it('sorts pairs by start, keeping each end with its start', () => {
    const list = listOf([300, 400, 100, 200, 250, 260, 0, 50]);
    sortPairs(list);
    expect(list.toArray()).toEqual([0, 50, 100, 200, 250, 260, 300, 400]);
  });

  it('merges touching periods (end exclusive, start inclusive)', () => {
    expect(merged([1200, 1440, 1440, 1800])).toEqual([1200, 1800]);
  });

  it('merges overlapping and contained periods', () => {
    expect(merged([540, 780, 660, 1020, 600, 700])).toEqual([540, 1020]);
  });

  it('keeps periods with a gap apart', () => {
    expect(merged([540, 720, 780, 1020])).toEqual([540, 720, 780, 1020]);
  });

  it('clips to the window and drops what falls outside', () => {
    expect(merged([-60, 60, 900, 1200, 1500, 1600], 1000)).toEqual([0, 60, 900, 1000]);
  });

  it('subtracts closures: cut ends, cut starts, holes, whole periods', () => {
    const open = [540, 1020, 1980, 2460, 3420, 3900];
    const closed = [720, 780, 1900, 2000, 3400, 4000];
    expect(minus(open, closed)).toEqual([540, 720, 780, 1020, 2000, 2460]);
  });

  it('subtracts a closure that touches a period without overlapping it as nothing', () => {
    expect(minus([540, 1020], [1020, 1100])).toEqual([540, 1020]);
    expect(minus([540, 1020], [400, 540])).toEqual([540, 1020]);
  });

  it('subtracts one closure spanning several periods', () => {
    expect(minus([0, 100, 200, 300, 400, 500], [50, 450])).toEqual([0, 50, 450, 500]);
  });

  it('reuses a list: clearing forgets the old pairs', () => {
    const list = listOf([1, 2, 3, 4]);
    list.clear().push(5, 6);
    expect(list.toArray()).toEqual([5, 6]);
  });
});
