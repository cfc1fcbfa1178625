import { formatTime, LAST_MINUTE } from '@shared/schedule/time-of-day';

// Clock times as exports write them: `9:00am`, `7:30 am `, `12:00pm`, `09:00`, `17:00:00`,
// `09:00-05:00` (HSDS 3 allows an offset; the listing's own zone is what we evaluate in).
const CLOCK =
  /^(\d{1,2})(?::(\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?\s*m?\.?\s*(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** Minutes since midnight of a clock text, or null when it cannot be read. */
export function clockMinutes(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim().toLowerCase();
  if (trimmed === '') return null;
  if (trimmed === 'noon') return 720;
  if (trimmed === 'midnight') return 0;
  const match = CLOCK.exec(trimmed);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3];
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minute;
  }
  if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return (hour % 24) * 60 + minute;
}

/** Our stored start time (`h:mm AM`). */
export const startText = (minutes: number): string => formatTime(minutes);

/** Our stored end time: midnight is written `11:59 PM`, the engine's end of the day. */
export const endText = (minutes: number): string =>
  minutes === 0 ? formatTime(LAST_MINUTE) : formatTime(minutes);

/** `h:mm AM` → HSDS `HH:MM` (24-hour). */
export function hsdsClock(text: string | null | undefined, fallback: string): string {
  const minutes = clockMinutes(text);
  if (minutes === null) return fallback;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}
