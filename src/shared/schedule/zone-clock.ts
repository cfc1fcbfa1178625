import { intlOffsetAt } from './intl-offset';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const HALF_DAY_MS = DAY_MS / 2;
// Bounds the memory of a long-running server; a day costs one small object per zone.
const MAX_CACHED_SPANS = 4000;

/**
 * The instants from local noon of one day to local noon of the next. Noon is far from every real
 * transition (they happen at night), so a span holds at most one: offset `before` until instant
 * `transition`, `after` from then on (`transition` is Infinity when the offset does not change).
 */
interface Span {
  readonly start: number;
  readonly before: number;
  readonly after: number;
  readonly transition: number;
}

/**
 * Fast conversions between instants and "local ms" (the wall clock read as if it were UTC) for one
 * zone. Intl is asked once per local day and the answer is cached, which is what lets one list render
 * compute 20,000 statuses (docs/spec/open-status.md Periods 5: real calendar rules, 23- and 25-hour days).
 */
export class ZoneClock {
  private readonly noonOffsets = new Map<number, number>();
  private readonly spans = new Map<number, Span>();
  // Direct-mapped memo in front of the Map: a list render converts thousands of times within the
  // same two or three days, and a Map lookup per conversion showed in the profile.
  private readonly recentIndexes = [NaN, NaN, NaN, NaN];
  private readonly recentSpans: (Span | undefined)[] = [undefined, undefined, undefined, undefined];
  private guessOffset: number | undefined;

  constructor(readonly timeZone: string) {}

  /**
   * The instant of a local wall time. Chosen rules for the two DST cases:
   * - a wall time that happens twice (fall back) is its FIRST occurrence;
   * - a wall time that never happens (spring forward) moves forward to the transition instant
   *   (2:30 AM → the instant the clock jumps to 3:00 AM). Unlike "shift by the gap" this keeps the
   *   mapping monotonic, so periods never turn inside out and set operations on local times stay
   *   valid after conversion.
   */
  toInstant(localMs: number): number {
    const day = Math.floor(localMs / DAY_MS);
    const span = this.span(localMs - day * DAY_MS < HALF_DAY_MS ? day - 1 : day);
    const viaBefore = localMs - span.before;
    if (span.transition === Infinity || viaBefore < span.transition) return viaBefore;
    const viaAfter = localMs - span.after;
    return viaAfter >= span.transition ? viaAfter : span.transition;
  }

  /** The local ms (wall clock as if UTC) of an instant. */
  toLocal(instant: number): number {
    this.guessOffset ??= intlOffsetAt(this.timeZone, instant);
    let index = Math.floor((instant + this.guessOffset - HALF_DAY_MS) / DAY_MS);
    let span = this.span(index);
    while (instant < span.start) span = this.span(--index);
    for (let next = this.span(index + 1); instant >= next.start; next = this.span(index + 1)) {
      span = next;
      index += 1;
    }
    return instant + (instant < span.transition ? span.before : span.after);
  }

  private span(index: number): Span {
    const slot = index & 3;
    if (this.recentIndexes[slot] === index) {
      const recent = this.recentSpans[slot];
      if (recent) return recent;
    }
    const span = this.spans.get(index) ?? this.computeSpan(index);
    this.recentIndexes[slot] = index;
    this.recentSpans[slot] = span;
    return span;
  }

  private computeSpan(index: number): Span {
    if (this.spans.size >= MAX_CACHED_SPANS) {
      this.spans.clear();
      this.noonOffsets.clear();
    }
    const before = this.noonOffset(index);
    const after = this.noonOffset(index + 1);
    const start = index * DAY_MS + HALF_DAY_MS - before;
    const end = (index + 1) * DAY_MS + HALF_DAY_MS - after;
    const span = {
      start,
      before,
      after,
      transition: before === after ? Infinity : this.findTransition(start, end, before),
    };
    this.spans.set(index, span);
    return span;
  }

  private noonOffset(day: number): number {
    let offset = this.noonOffsets.get(day);
    if (offset === undefined) {
      const noon = day * DAY_MS + HALF_DAY_MS;
      offset = intlOffsetAt(this.timeZone, noon - intlOffsetAt(this.timeZone, noon));
      this.guessOffset = offset;
      this.noonOffsets.set(day, offset);
    }
    return offset;
  }

  /** First instant (to the second) in (from, to] whose offset is no longer `before`. */
  private findTransition(from: number, to: number, before: number): number {
    let low = from;
    let high = to;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (intlOffsetAt(this.timeZone, middle) === before) low = middle;
      else high = middle;
    }
    return high;
  }
}

const clocks = new Map<string, ZoneClock>();

export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    intlOffsetAt(timeZone, 0); // validates the zone now rather than deep inside a computation
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
