import { formatDate } from './calendar-date';
import { calendarDateOf } from './day-number';
import {
  dayNumberOfText,
  dayRunsLabel,
  groupWeekly,
  hoursLabel,
  hoursOf,
  isWholeDay,
  sortLines,
  type SortedLine,
} from './describe-parts';
import { DAY_NAMES, LIST_ORDINALS } from './labels';
import { DAYS_OF_WEEK, MONTH_PERIODS, type ScheduleEntry, type ScheduleLocale } from './types';

const WORDS = {
  en: { always: 'Open 24/7', wholeDay: '24 hours', ofMonth: 'of the month' },
  es: { always: 'Abierto 24/7', wholeDay: '24 horas', ofMonth: 'del mes' },
} as const;

function hoursText(hours: { start: number; end: number }, locale: ScheduleLocale): string {
  return isWholeDay(hours) ? WORDS[locale].wholeDay : hoursLabel(hours);
}

function monthlyLines(entries: readonly ScheduleEntry[], locale: ScheduleLocale): string[] {
  const rows: SortedLine[] = [];
  for (const entry of entries) {
    if (entry.type !== 'MONTHLY' || !entry.period || !entry.day) continue;
    const hours = hoursOf(entry);
    const period = MONTH_PERIODS.indexOf(entry.period);
    const weekday = DAYS_OF_WEEK.indexOf(entry.day);
    if (!hours || period < 0 || weekday < 0) continue;
    // Spanish weekday names are lower case mid-sentence: "Primer lunes del mes".
    const text = `${LIST_ORDINALS[locale][entry.period]} ${DAY_NAMES[locale][entry.day]} ${WORDS[locale].ofMonth} ${hoursText(hours, locale)}`;
    rows.push({ keys: [period, weekday, hours.start], text });
  }
  return sortLines(rows);
}

function rangeLines(entries: readonly ScheduleEntry[], locale: ScheduleLocale): string[] {
  const rows: SortedLine[] = [];
  for (const entry of entries) {
    if (entry.type !== 'DATE_RANGE') continue;
    const first = dayNumberOfText(entry.startDate);
    const last = dayNumberOfText(entry.endDate);
    const hours = hoursOf(entry);
    // A range that ends before it starts has no dates: the engine ignores it, so does the list.
    if (first === null || last === null || last < first || !hours) continue;
    const dates =
      first === last
        ? formatDate(calendarDateOf(first))
        : `${formatDate(calendarDateOf(first))}–${formatDate(calendarDateOf(last))}`;
    rows.push({
      keys: [first, last, hours.start],
      text: `${dates} ${hoursText(hours, locale)}`,
    });
  }
  return sortLines(rows);
}

/**
 * The opening schedule of a detail page, one line per group: `Open 24/7`, `Mon–Fri 9:00 AM–5:00 PM`
 * (weekdays with identical hours grouped), `First Monday of the month 6:00 PM–8:00 PM`,
 * `11/26/2026–11/28/2026 9:00 AM–5:00 PM`. Entries that cannot be read are left out.
 */
export function describeSchedules(
  entries: readonly ScheduleEntry[],
  locale: ScheduleLocale,
): string[] {
  const lines: string[] = [];
  if (entries.some((entry) => entry.type === 'FULL_DAY')) lines.push(WORDS[locale].always);
  for (const group of groupWeekly(entries)) {
    const hours = group.hours.map((h) => hoursText(h, locale)).join(', ');
    lines.push(`${dayRunsLabel(group.weekdays, locale)} ${hours}`);
  }
  lines.push(...monthlyLines(entries, locale), ...rangeLines(entries, locale));
  return [...new Set(lines)];
}
