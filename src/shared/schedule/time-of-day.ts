import { unwrap, type ParseResult } from './parse-result';

export type TimeParseError =
  | 'TIME_REQUIRED'
  | 'TIME_INVALID_FORMAT'
  | 'TIME_MISSING_AM_PM'
  | 'TIME_HOUR_OUT_OF_RANGE'
  | 'TIME_MINUTE_OUT_OF_RANGE';

/** Minutes in a day; also the engine's "end of the day" (24:00), see docs/spec/open-status.md Periods 2. */
export const MINUTES_PER_DAY = 1440;

/** The `11:59 PM` end that docs/spec/open-status.md Periods 2 reads as 24:00. */
export const LAST_MINUTE = MINUTES_PER_DAY - 1;

// The app stores `hh:mm A` (docs/spec/forms-and-messages.md D.2) but older data has `h:mm AM` and lower case; a
// space before AM/PM is optional because hand-entered data is loose about it.
const TIME_PATTERN = /^(\d{1,2}):(\d{2})\s*(?:([AaPp])[Mm])?$/;

/** Reads `h:mm AM` (or `09:00 am`) into minutes since midnight, 0–1439. */
export function parseTime(text: string): ParseResult<number, TimeParseError> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'TIME_REQUIRED' };
  const match = TIME_PATTERN.exec(trimmed);
  if (!match) return { ok: false, error: 'TIME_INVALID_FORMAT' };
  const [, hourText = '', minuteText = '', meridiem] = match;
  // A 24-hour clock reading like `17:00` is rejected too: without AM/PM `09:00` is ambiguous.
  if (meridiem === undefined) return { ok: false, error: 'TIME_MISSING_AM_PM' };
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (hour < 1 || hour > 12) return { ok: false, error: 'TIME_HOUR_OUT_OF_RANGE' };
  if (minute > 59) return { ok: false, error: 'TIME_MINUTE_OUT_OF_RANGE' };
  const pm = meridiem === 'P' || meridiem === 'p';
  return { ok: true, value: ((hour % 12) + (pm ? 12 : 0)) * 60 + minute };
}

export function parseTimeOrThrow(text: string): number {
  return unwrap(parseTime(text), text);
}

/** Minutes since midnight (any integer; wrapped into one day) → `h:mm AM`, no leading zero. */
export function formatTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${minute < 10 ? '0' : ''}${minute} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * An end time as people read it: a period ending at midnight prints as `11:59 PM`
 * (docs/spec/open-status.md, the rule under the text table), any other end prints as itself.
 */
export function formatEndTime(minutes: number): string {
  return minutes % MINUTES_PER_DAY === 0 ? formatTime(LAST_MINUTE) : formatTime(minutes);
}
