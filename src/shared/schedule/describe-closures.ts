import { dateSpanLabel } from './describe-dates';
import {
  dayNumberOfText,
  groupWeekly,
  hoursLabel,
  hoursOf,
  isWholeDay,
  sortLines,
  type SortedLine,
} from './describe-parts';
import { DAY_NAMES, DAY_PLURALS, LIST_ORDINALS } from './labels';
import { DAYS_OF_WEEK, MONTH_PERIODS, type ScheduleEntry, type ScheduleLocale } from './types';

const WORDS = {
  en: { closed: 'Closed', forGood: 'Permanently closed', every: '', ofMonth: 'of the month' },
  es: { closed: 'Cerrado', forGood: 'Cerrado permanentemente', every: 'los ', ofMonth: 'del mes' },
} as const;

const lists = new Map<ScheduleLocale, Intl.ListFormat>();

/** "Saturdays and Sundays" / "sábados y domingos", with each language's own list rules. */
function listOf(items: string[], locale: ScheduleLocale): string {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    lists.set(locale, format);
  }
  return format.format(items);
}

/** Closure hours; a whole-day closure (no times, or 12:00 AM–11:59 PM) prints none. */
function hoursSuffix(hours: { start: number; end: number }): string {
  return isWholeDay(hours) ? '' : ` ${hoursLabel(hours)}`;
}

function weeklyLines(entries: readonly ScheduleEntry[], locale: ScheduleLocale): string[] {
  return groupWeekly(entries).map(({ weekdays, hours }) => {
    const days = listOf(
      weekdays.map((weekday) => DAY_PLURALS[locale][DAYS_OF_WEEK[weekday] ?? 'MONDAY']),
      locale,
    );
    return `${WORDS[locale].closed} ${WORDS[locale].every}${days}${hours.map(hoursSuffix).join(',')}`;
  });
}

function monthlyLine(entry: ScheduleEntry, locale: ScheduleLocale): string | null {
  if (!entry.period || !entry.day || !MONTH_PERIODS.includes(entry.period)) return null;
  const hours = hoursOf(entry);
  if (!hours || !DAYS_OF_WEEK.includes(entry.day)) return null;
  const ordinal = LIST_ORDINALS[locale][entry.period].toLowerCase();
  const day = DAY_NAMES[locale][entry.day];
  const what = `${ordinal} ${day} ${WORDS[locale].ofMonth}${hoursSuffix(hours)}`;
  return locale === 'es' ? `Cerrado el ${what}` : `Closed ${what}`;
}

function rangeLine(entry: ScheduleEntry, locale: ScheduleLocale): SortedLine | null {
  const first = dayNumberOfText(entry.startDate);
  const last = dayNumberOfText(entry.endDate);
  const hours = hoursOf(entry);
  if (first === null || last === null || last < first || !hours) return null;
  const text = `${WORDS[locale].closed} ${dateSpanLabel(first, last, locale)}${hoursSuffix(hours)}`;
  return { keys: [first, last, hours.start], text };
}

/**
 * The closed days of a detail page: `Closed Mondays 12:00 PM–1:00 PM`, `Closed first Monday of the
 * month`, `Closed Nov 26, 2026`, `Closed Nov 26–28, 2026`. A PERMANENTLY_CLOSED entry makes every
 * other closure moot, so it is then the only line.
 */
export function describeClosures(
  entries: readonly ScheduleEntry[],
  locale: ScheduleLocale,
): string[] {
  if (entries.some((entry) => entry.type === 'PERMANENTLY_CLOSED')) return [WORDS[locale].forGood];
  const monthly: string[] = [];
  const ranges: SortedLine[] = [];
  for (const entry of entries) {
    if (entry.type === 'MONTHLY') {
      const line = monthlyLine(entry, locale);
      if (line) monthly.push(line);
    } else if (entry.type === 'DATE_RANGE') {
      const line = rangeLine(entry, locale);
      if (line) ranges.push(line);
    }
  }
  const lines = [...weeklyLines(entries, locale), ...monthly, ...sortLines(ranges)];
  return [...new Set(lines)];
}
