import { daysInMonth, type CalendarDate } from './day-number';
import { unwrap, type ParseResult } from './parse-result';

export type DateParseError =
  'DATE_REQUIRED' | 'DATE_INVALID_FORMAT' | 'DATE_MONTH_OUT_OF_RANGE' | 'DATE_DAY_OUT_OF_RANGE';

// `MM/DD/YYYY` is the stored format (docs/spec/product-spec.md §3); a one-digit month or day is accepted because
// hand-entered data drops the zero, the year must have four digits.
const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads `MM/DD/YYYY`, rejecting dates that do not exist (02/30/2021, 02/29/2021). */
export function parseDate(text: string): ParseResult<CalendarDate, DateParseError> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'DATE_REQUIRED' };
  const match = DATE_PATTERN.exec(trimmed);
  if (!match) return { ok: false, error: 'DATE_INVALID_FORMAT' };
  const [, monthText = '', dayText = '', yearText = ''] = match;
  const month = Number(monthText);
  const day = Number(dayText);
  const year = Number(yearText);
  if (month < 1 || month > 12) return { ok: false, error: 'DATE_MONTH_OUT_OF_RANGE' };
  if (day < 1 || day > daysInMonth(year, month))
    return { ok: false, error: 'DATE_DAY_OUT_OF_RANGE' };
  return { ok: true, value: { year, month, day } };
}

export function parseDateOrThrow(text: string): CalendarDate {
  return unwrap(parseDate(text), text);
}

/** → `MM/DD/YYYY` with zero padding, the app's one date format. */
export function formatDate({ year, month, day }: CalendarDate): string {
  return `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
