import { parseDate } from './calendar-date';
import { dayNumberOf } from './day-number';
import { DAY_ABBREVIATIONS } from './labels';
import { LAST_MINUTE, MINUTES_PER_DAY, formatEndTime, formatTime, parseTime } from './time-of-day';
import { DAYS_OF_WEEK, type ScheduleEntry, type ScheduleLocale } from './types';

/** Daily hours of an entry with the engine's reading (docs/spec/open-status.md Periods 2), null if unreadable. */
export function hoursOf(entry: ScheduleEntry): { start: number; end: number } | null {
  // Blank counts as missing, as in the engine (compile-entries.ts).
  const startText = entry.startTime?.trim();
  const endText = entry.endTime?.trim();
  const start = startText ? parseTime(startText) : { ok: true as const, value: 0 };
  const end = endText ? parseTime(endText) : { ok: true as const, value: MINUTES_PER_DAY };
  if (!start.ok || !end.ok) return null;
  const endMinute = end.value === LAST_MINUTE ? MINUTES_PER_DAY : end.value;
  return {
    start: start.value,
    end: endMinute <= start.value ? endMinute + MINUTES_PER_DAY : endMinute,
  };
}

export function isWholeDay(hours: { start: number; end: number }): boolean {
  return hours.start === 0 && hours.end === MINUTES_PER_DAY;
}

/** `9:00 AM–5:00 PM`; an end at midnight prints as 11:59 PM like in the status text. */
export function hoursLabel(hours: { start: number; end: number }): string {
  return `${formatTime(hours.start)}–${formatEndTime(hours.end)}`;
}

/** Day number of a `MM/DD/YYYY` date, null when unreadable. */
export function dayNumberOfText(text: string | null | undefined): number | null {
  if (!text) return null;
  const parsed = parseDate(text);
  return parsed.ok ? dayNumberOf(parsed.value) : null;
}

/**
 * Weekday indexes (0 = Monday) as abbreviations: runs of three or more consecutive days collapse to
 * `Mon–Fri`, shorter runs are listed (`Sat, Sun`). The week starts on Monday and does not wrap.
 */
export function dayRunsLabel(weekdays: readonly number[], locale: ScheduleLocale): string {
  const names = DAY_ABBREVIATIONS[locale];
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    const first = names[DAYS_OF_WEEK[sorted[i] ?? 0] ?? 'MONDAY'];
    const last = names[DAYS_OF_WEEK[sorted[j] ?? 0] ?? 'MONDAY'];
    if (j - i >= 2) parts.push(`${first}–${last}`);
    else
      for (let k = i; k <= j; k += 1) parts.push(names[DAYS_OF_WEEK[sorted[k] ?? 0] ?? 'MONDAY']);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * Groups weekly entries by weekday, then weekdays with the same set of hours together, in week order.
 * Each group: the weekdays and the sorted, de-duplicated hours of each of those days.
 */
export function groupWeekly(
  entries: readonly ScheduleEntry[],
): { weekdays: number[]; hours: { start: number; end: number }[] }[] {
  const perDay = new Map<number, Map<string, { start: number; end: number }>>();
  for (const entry of entries) {
    if (entry.type !== 'WEEKLY' || !entry.day) continue;
    const weekday = DAYS_OF_WEEK.indexOf(entry.day);
    const hours = hoursOf(entry);
    if (weekday < 0 || !hours) continue;
    const day = perDay.get(weekday) ?? new Map<string, { start: number; end: number }>();
    day.set(`${hours.start}-${hours.end}`, hours);
    perDay.set(weekday, day);
  }
  const groups = new Map<string, { weekdays: number[]; hours: { start: number; end: number }[] }>();
  for (const weekday of [...perDay.keys()].sort((a, b) => a - b)) {
    const hours = [...(perDay.get(weekday)?.values() ?? [])].sort(
      (a, b) => a.start - b.start || a.end - b.end,
    );
    const key = hours.map((h) => `${h.start}-${h.end}`).join(',');
    const group = groups.get(key);
    if (group) group.weekdays.push(weekday);
    else groups.set(key, { weekdays: [weekday], hours });
  }
  return [...groups.values()];
}

/** A line of a schedule list with the keys it sorts by (compared in order). */
export interface SortedLine {
  readonly keys: readonly number[];
  readonly text: string;
}

export function sortLines(lines: SortedLine[]): string[] {
  const compare = (a: SortedLine, b: SortedLine): number => {
    for (let i = 0; i < a.keys.length; i += 1) {
      const difference = (a.keys[i] ?? 0) - (b.keys[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  return [...lines].sort(compare).map((line) => line.text);
}
