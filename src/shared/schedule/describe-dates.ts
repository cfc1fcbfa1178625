import { calendarDateOf } from './day-number';
import type { ScheduleLocale } from './types';

// Month names come from Intl (one formatter per locale, built once) rather than a table of our own.
const monthNames = new Map<ScheduleLocale, string[]>();

function monthName(month: number, locale: ScheduleLocale): string {
  let names = monthNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    // Some ICU versions end Spanish abbreviations with a period ("nov."); the lists read better without.
    names = Array.from({ length: 12 }, (_, m) =>
      format.format(Date.UTC(2000, m, 1)).replace(/\.$/, ''),
    );
    monthNames.set(locale, names);
  }
  return names[month - 1] ?? '';
}

/**
 * A closed date span as people write it: `Nov 26, 2026`, `Nov 26–28, 2026`, `Nov 30–Dec 2, 2026`,
 * `Dec 30, 2026–Jan 2, 2027`; in Spanish `el 26 nov 2026`, `del 26 al 28 nov 2026`,
 * `del 30 nov al 2 dic 2026`, `del 30 dic 2026 al 2 ene 2027`.
 */
export function dateSpanLabel(firstDay: number, lastDay: number, locale: ScheduleLocale): string {
  const from = calendarDateOf(firstDay);
  const to = calendarDateOf(lastDay);
  const fromMonth = monthName(from.month, locale);
  const toMonth = monthName(to.month, locale);
  const sameYear = from.year === to.year;
  const sameMonth = sameYear && from.month === to.month;
  if (locale === 'es') {
    if (firstDay === lastDay) return `el ${from.day} ${fromMonth} ${from.year}`;
    if (sameMonth) return `del ${from.day} al ${to.day} ${toMonth} ${to.year}`;
    if (sameYear) return `del ${from.day} ${fromMonth} al ${to.day} ${toMonth} ${to.year}`;
    return `del ${from.day} ${fromMonth} ${from.year} al ${to.day} ${toMonth} ${to.year}`;
  }
  if (firstDay === lastDay) return `${fromMonth} ${from.day}, ${from.year}`;
  if (sameMonth) return `${fromMonth} ${from.day}–${to.day}, ${to.year}`;
  if (sameYear) return `${fromMonth} ${from.day}–${toMonth} ${to.day}, ${to.year}`;
  return `${fromMonth} ${from.day}, ${from.year}–${toMonth} ${to.day}, ${to.year}`;
}
