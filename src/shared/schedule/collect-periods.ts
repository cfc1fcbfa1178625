import type { Rule } from './compile-entries';
import type { RuleList } from './compile-list';
import { calendarDateOf, daysInMonth, weekdayOf } from './day-number';
import type { PairList } from './minute-intervals';
import { MINUTES_PER_DAY } from './time-of-day';

/** Does a monthly rule run on this day? (docs/spec/open-status.md Periods 1) */
function isNthWeekday(dayNumber: number, nth: number): boolean {
  const { year, month, day } = calendarDateOf(dayNumber);
  // FIRST = days 1–7 … FIFTH = days 29–31 (months without one have none);
  // LAST = the occurrence whose date + 7 is past the end of the month.
  return nth === 0 ? day + 7 > daysInMonth(year, month) : Math.ceil(day / 7) === nth;
}

/**
 * Appends, as flat [start, end) pairs of minutes from the local midnight of `firstDay`, the periods
 * the rules produce on each of `dayCount` days. Each rule runs per day (a date range is every date
 * from start to end, each from its start to its end time, never one continuous span). When
 * `monthlyStarts` is given, it receives [start, MONTH_PERIODS index] for every monthly period so the
 * status can say "1st Monday" when the next opening is a monthly entry's own start.
 */
export function collectPeriods(
  rules: RuleList,
  firstDay: number,
  dayCount: number,
  out: PairList,
  monthlyStarts?: PairList,
): void {
  const firstWeekday = weekdayOf(firstDay);
  for (let index = 0; index < rules.length; index += 1) {
    const rule = rules.at(index);
    if (rule.kind === 'always') {
      out.push(0, dayCount * MINUTES_PER_DAY);
    } else if (rule.kind === 'range') {
      const from = Math.max(0, rule.firstDay - firstDay);
      const to = Math.min(dayCount - 1, rule.lastDay - firstDay);
      for (let k = from; k <= to; k += 1) pushDay(out, k, rule);
    } else {
      // Weekly and monthly rules only ever match one weekday: jump a week at a time.
      for (let k = (rule.weekday - firstWeekday + 7) % 7; k < dayCount; k += 7) {
        if (rule.kind === 'monthly') {
          if (!isNthWeekday(firstDay + k, rule.nth)) continue;
          monthlyStarts?.push(k * MINUTES_PER_DAY + rule.start, rule.nth === 0 ? 5 : rule.nth - 1);
        }
        pushDay(out, k, rule);
      }
    }
  }
}

function pushDay(out: PairList, dayIndex: number, rule: Rule): void {
  const base = dayIndex * MINUTES_PER_DAY;
  out.push(base + rule.start, base + rule.end);
}
