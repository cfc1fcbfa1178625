import { collectPeriods } from './collect-periods';
import type { CompiledSchedule } from './compile-service';
import { PairList, mergePairs, sortPairs, subtractPairs } from './minute-intervals';
import { MINUTES_PER_DAY } from './time-of-day';
import { DAY_MS, MINUTE_MS, type ZoneClock } from './zone-clock';

export interface PeriodsAroundNow {
  /** End instant of the open period containing now (null when closed now). */
  readonly currentEnd: number | null;
  /** Start instant of the first open period starting after now (null: none found). */
  readonly nextStart: number | null;
  /** MONTH_PERIODS index when `nextStart` is a MONTHLY entry's own start, else -1. */
  readonly nextMonthly: number;
}

/**
 * Windows tried in turn, in days from the start of yesterday (an overnight period that started
 * yesterday counts). Ten days settle every weekly service; monthly entries, date ranges and long
 * closures may need more. The last one reaches 400 days ahead: openings further out are not looked
 * for, and the status then reads "Closed".
 */
const WINDOWS = [10, 70, 402];
const MAX_DAYS = 402;

export function findPeriods(
  schedule: CompiledSchedule,
  clock: ZoneClock,
  now: number,
  needNextWhenOpen: boolean,
): PeriodsAroundNow {
  const nowLocal = clock.toLocal(now);
  const firstDay = Math.floor(nowLocal / DAY_MS) - 1;
  // Date-range-only schedules bound the search: nothing opens before the first date (so the first
  // window reaches straight to it) or after the last (+2 for an overnight spill-over).
  const daysToFirst = schedule.open.firstDay + 2 - firstDay;
  const daysNeeded = schedule.open.lastDay + 2 - firstDay;
  let found: PeriodsAroundNow = { currentEnd: null, nextStart: null, nextMonthly: -1 };
  for (const window of WINDOWS) {
    const days = Math.min(Math.max(window, daysToFirst), daysNeeded, MAX_DAYS);
    if (days <= 0) return found;
    found = scanWindow(schedule, clock, now, nowLocal, firstDay, days);
    if (found.nextStart !== null || days === daysNeeded || days === MAX_DAYS) return found;
    if (found.currentEnd !== null && !needNextWhenOpen) return found;
  }
  return found;
}

// Reused by every call: see PairList.
const openPeriods = new PairList();
const closedPeriods = new PairList();
const remaining = new PairList();
const monthlyStarts = new PairList();

/** All of docs/spec/open-status.md Periods 1–5 over one window, then the periods around `now`. */
function scanWindow(
  schedule: CompiledSchedule,
  clock: ZoneClock,
  now: number,
  nowLocal: number,
  firstDay: number,
  days: number,
): PeriodsAroundNow {
  const limit = days * MINUTES_PER_DAY;
  collectPeriods(schedule.open, firstDay, days, openPeriods.clear(), monthlyStarts.clear());
  sortPairs(openPeriods);
  mergePairs(openPeriods, limit);
  let pieces = openPeriods;
  if (schedule.closed.length > 0) {
    collectPeriods(schedule.closed, firstDay, days, closedPeriods.clear());
    sortPairs(closedPeriods);
    mergePairs(closedPeriods, limit);
    subtractPairs(openPeriods, closedPeriods, remaining);
    pieces = remaining;
  }
  // Set operations on local minutes are exact because ZoneClock.toInstant is monotonic; pieces are
  // merged once more as instants, where a DST gap can make two of them touch.
  const base = firstDay * DAY_MS;
  const nowMinute = Math.floor((nowLocal - base) / MINUTE_MS);
  let currentEnd: number | null = null;
  let runStart = 0;
  let runEnd = -Infinity;
  let runLocalStart = 0;
  for (let i = 0; i < pieces.length; i += 2) {
    const localStart = pieces.values[i] ?? 0;
    const localEnd = pieces.values[i + 1] ?? 0;
    if (localEnd <= nowMinute) continue; // over before now's wall minute began
    const start = clock.toInstant(base + localStart * MINUTE_MS);
    const end = clock.toInstant(base + localEnd * MINUTE_MS);
    if (end <= start) continue;
    if (start <= runEnd) {
      if (end > runEnd) runEnd = end;
      continue;
    }
    if (runEnd > now) {
      if (runStart > now) return nextFound(runStart, runLocalStart, currentEnd);
      currentEnd = runEnd;
    }
    runStart = start;
    runEnd = end;
    runLocalStart = localStart;
  }
  if (runEnd > now) {
    if (runStart > now) return nextFound(runStart, runLocalStart, currentEnd);
    currentEnd = runEnd;
  }
  return { currentEnd, nextStart: null, nextMonthly: -1 };
}

function nextFound(
  nextStart: number,
  localStart: number,
  currentEnd: number | null,
): PeriodsAroundNow {
  let nextMonthly = -1;
  for (let i = 0; i < monthlyStarts.length; i += 2) {
    if (monthlyStarts.values[i] === localStart) {
      nextMonthly = monthlyStarts.values[i + 1] ?? -1;
      break;
    }
  }
  return { currentEnd, nextStart, nextMonthly };
}
