/**
 * Half-open intervals [start, end) of local minutes, stored flat as [s0, e0, s1, e1, …]. The engine
 * keeps a few of these lists and reuses them for every call (it is synchronous and never
 * re-entered), so computing 20,000 statuses allocates almost nothing but the results.
 */
export class PairList {
  readonly values: number[] = [];
  /** Numbers in use: twice the number of pairs. Entries past it are stale and ignored. */
  length = 0;

  clear(): this {
    this.length = 0;
    return this;
  }

  push(start: number, end: number): void {
    this.values[this.length] = start;
    this.values[this.length + 1] = end;
    this.length += 2;
  }

  toArray(): number[] {
    return this.values.slice(0, this.length);
  }
}

/** Sorts pairs by start, in place. Insertion sort: the lists are short and mostly in order. */
export function sortPairs(list: PairList): void {
  const pairs = list.values;
  for (let i = 2; i < list.length; i += 2) {
    const start = pairs[i] ?? 0;
    const end = pairs[i + 1] ?? 0;
    let j = i - 2;
    while (j >= 0 && (pairs[j] ?? 0) > start) {
      pairs[j + 2] = pairs[j] ?? 0;
      pairs[j + 3] = pairs[j + 1] ?? 0;
      j -= 2;
    }
    pairs[j + 2] = start;
    pairs[j + 3] = end;
  }
}

/**
 * Merges sorted pairs that overlap or touch (docs/spec/open-status.md Periods 4: Monday 8 PM–11:59 PM and
 * Tuesday 12 AM–6 AM are one period), clipping them to [0, limit). In place.
 */
export function mergePairs(list: PairList, limit: number): void {
  const pairs = list.values;
  let out = 0;
  for (let i = 0; i < list.length; i += 2) {
    const start = Math.max(0, pairs[i] ?? 0);
    const end = Math.min(limit, pairs[i + 1] ?? 0);
    if (end <= start) continue;
    if (out > 0 && start <= (pairs[out - 1] ?? 0)) {
      pairs[out - 1] = Math.max(pairs[out - 1] ?? 0, end);
    } else {
      pairs[out] = start;
      pairs[out + 1] = end;
      out += 2;
    }
  }
  list.length = out;
}

/**
 * `open` minus `closed`, both sorted and merged, into `out` (closures override openings,
 * docs/spec/product-spec.md §4).
 */
export function subtractPairs(open: PairList, closed: PairList, out: PairList): void {
  out.clear();
  const shut = closed.values;
  let c = 0;
  for (let i = 0; i < open.length; i += 2) {
    let start = open.values[i] ?? 0;
    const end = open.values[i + 1] ?? 0;
    while (c < closed.length && (shut[c + 1] ?? 0) <= start) c += 2;
    for (let k = c; k < closed.length && (shut[k] ?? 0) < end; k += 2) {
      const closedStart = shut[k] ?? 0;
      if (closedStart > start) out.push(start, closedStart);
      start = Math.max(start, shut[k + 1] ?? 0);
    }
    if (start < end) out.push(start, end);
  }
}
