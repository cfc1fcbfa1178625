// The one place that asks Intl about a zone (the chosen time-zone mechanism: no fixed offsets, no
// tz database of our own). Formatting is slow (~5 µs a call), so callers cache what they learn
// (zone-clock.ts) and this module caches one formatter per zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone: a bad zone is a caller bug, not a closed service.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12:false: some ICU versions print midnight as 24 with the latter.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** UTC offset in ms (wall clock minus UTC) in `timeZone` at `instant` (ms since the epoch). */
export function intlOffsetAt(timeZone: string, instant: number): number {
  let year = 1970;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
  }
  const wall =
    new Date(0).setUTCFullYear(year, month - 1, day) + ((hour * 60 + minute) * 60 + second) * 1000;
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}
