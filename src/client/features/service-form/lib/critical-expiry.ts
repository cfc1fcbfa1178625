// The critical header's expiry as the form shows it: a local date and time (native pickers), sent
// as one ISO instant (docs/spec/forms-and-messages.md D.1: expiry date + expiry time, 23:59 without a time).

export interface LocalExpiry {
  /** `YYYY-MM-DD` (an <input type="date"> value). */
  date: string;
  /** `HH:mm` (an <input type="time"> value). */
  time: string;
}

export const DEFAULT_EXPIRY_TIME = '23:59';

const pad = (n: number) => String(n).padStart(2, '0');

function localDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** docs/spec/product-spec.md §4, §9: 11:59 PM today, local time. */
export function defaultExpiry(now: Date): LocalExpiry {
  return { date: localDate(now), time: DEFAULT_EXPIRY_TIME };
}

/** A stored instant in the person's local date and time; null or unreadable → the default. */
export function expiryFromInstant(instant: string | null | undefined, now: Date): LocalExpiry {
  const at = instant ? new Date(instant) : null;
  if (!at || Number.isNaN(at.getTime())) return defaultExpiry(now);
  return { date: localDate(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/**
 * The ISO instant of a local date and time, or '' when the date is missing or not a date: the
 * expiry is optional (docs/spec/product-spec.md §4), so a cleared date sends none.
 */
export function expiryToInstant({ date, time }: LocalExpiry): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return '';
  // No time (or an unreadable one) means the end of that day, as the default.
  const clock = /^(\d{2}):(\d{2})$/.exec(time) ?? ['', '23', '59'];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  const at = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hours, minutes);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}
