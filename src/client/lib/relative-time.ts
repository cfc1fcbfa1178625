const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// One formatter per locale: making one costs more than formatting with it, and a list draws a
// sentence per row.
const formats = new Map<string, Intl.RelativeTimeFormat>();
function formatFor(locale: string, style: Intl.RelativeTimeFormatStyle): Intl.RelativeTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
    formats.set(key, format);
  }
  return format;
}

/**
 * How long ago `then` (epoch ms or an ISO instant) was, in the active locale ('5 minutes ago',
 * 'hace 5 minutos'); the caller puts it in a translated sentence. A time in the future (a device
 * clock that moved) reads as now; a time that cannot be read gives null, so a bad value from the
 * server hides one sentence instead of throwing a RangeError from Intl. `short` ('3 hr. ago',
 * 'hace 3 h') is for a list row's narrow column.
 */
export function relativeTime(
  locale: string,
  then: number | string,
  now: number,
  style: Intl.RelativeTimeFormatStyle = 'long',
): string | null {
  const at = typeof then === 'string' ? Date.parse(then) : then;
  if (!Number.isFinite(at) || !Number.isFinite(now)) return null;
  const format = formatFor(locale, style);
  const ago = Math.max(0, now - at);
  // The largest whole unit, truncated: 59.9 minutes is '59 minutes ago', never '60 minutes ago',
  // and a count from yesterday is '1 day ago' rather than '1,440 minutes ago'.
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
