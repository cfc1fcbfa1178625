// An independent, slow reference for the open/closed rules of docs/spec/open-status.md, used to check the
// engine: it asks Intl directly for every conversion (no cached offsets, no day tables, no merging)
// and decides "open at instant t" straight from the rules: some opening entry covers t and no
// closed-day entry does. It shares no code with src/shared/schedule.
import type { ScheduleEntry, ScheduledService } from '@shared/schedule/types';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in `zone`, as ms "read as UTC". */
export function localOf(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall + (((instant % 1000) + 1000) % 1000);
}

const instants = new Map<string, number>();

/**
 * The instant of a wall time: its first occurrence when it happens twice, and when it never happens
 * (spring forward) the first instant whose wall clock is past it, i.e. the transition.
 */
export function instantOfLocal(localMs: number, zone: string): number {
  const key = `${zone}|${localMs}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const offsets = new Set<number>();
  for (let k = -3; k <= 3; k += 1) {
    const probe = localMs + k * 12 * HOUR;
    offsets.add(localOf(probe, zone) - probe);
  }
  const guesses = [...offsets].map((offset) => localMs - offset);
  const exact = guesses.filter((guess) => localOf(guess, zone) === localMs);
  let result: number;
  if (exact.length > 0) result = Math.min(...exact);
  else {
    let low = Math.min(...guesses);
    let high = Math.max(...guesses);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (localOf(middle, zone) < localMs) low = middle;
      else high = middle;
    }
    result = high;
  }
  instants.set(key, result);
  return result;
}

/** `'2021-03-01 10:00'` in `zone` → instant (first occurrence). */
export function at(text: string, zone: string): Date {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/.exec(text);
  if (!match) throw new Error(`bad local time ${text}`);
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  return new Date(instantOfLocal(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0), zone));
}

function minutesOf(text: string | null | undefined, fallback: number): number | null {
  if (!text || text.trim() === '') return fallback;
  const match = /^(\d{1,2}):(\d\d)\s*([ap])m$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (match[3]?.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute;
}

function hoursOf(entry: ScheduleEntry): [number, number] | null {
  const start = minutesOf(entry.startTime, 0);
  let end = minutesOf(entry.endTime, 1440);
  if (start === null || end === null) return null;
  if (end === 1439) end = 1440;
  if (end <= start) end += 1440;
  return [start, end];
}

const WEEKDAY_NAMES = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];
const NTH = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH'];

function dayOfText(text: string | null | undefined): number | null {
  const match = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return Date.UTC(year, month - 1, day) / DAY;
}

/** Does the entry run on local day `day` (days since 1970-01-01)? */
export function runsOn(entry: ScheduleEntry, day: number): boolean {
  const date = new Date(day * DAY);
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7];
  if (entry.type === 'WEEKLY') return entry.day === weekday;
  if (entry.type === 'MONTHLY') {
    if (entry.day !== weekday) return false;
    const dom = date.getUTCDate();
    const monthLength = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    if (entry.period === 'LAST') return dom + 7 > monthLength;
    return NTH[Math.floor((dom - 1) / 7)] === entry.period;
  }
  if (entry.type === 'DATE_RANGE') {
    const first = dayOfText(entry.startDate);
    const last = dayOfText(entry.endDate);
    return first !== null && last !== null && first <= day && day <= last;
  }
  return false;
}

function covers(entries: readonly ScheduleEntry[], instant: number, zone: string): boolean {
  const today = Math.floor(localOf(instant, zone) / DAY);
  for (const entry of entries) {
    if (entry.type === 'FULL_DAY') return true;
    const hours = hoursOf(entry);
    if (!hours) continue;
    for (const day of [today - 1, today]) {
      if (!runsOn(entry, day)) continue;
      const start = instantOfLocal(day * DAY + hours[0] * MINUTE, zone);
      const end = instantOfLocal(day * DAY + hours[1] * MINUTE, zone);
      if (start <= instant && instant < end) return true;
    }
  }
  return false;
}

/** Open at `instant` straight from docs/spec/open-status.md (contact-only / permanently closed: never). */
export function oracleIsOpen(service: ScheduledService, instant: number, zone: string): boolean {
  if (service.isContact) return false;
  const schedules = service.schedules ?? [];
  const closures = service.closeSchedules ?? [];
  if ([...schedules, ...closures].some((entry) => entry.type === 'PERMANENTLY_CLOSED'))
    return false;
  return covers(schedules, instant, zone) && !covers(closures, instant, zone);
}

/** `h:mm AM` of a local ms value; `endOfPeriod` applies the 11:59 PM rule for midnight. */
export function timeText(localMs: number, endOfPeriod = false): string {
  const minuteOfDay = Math.floor((((localMs % DAY) + DAY) % DAY) / MINUTE);
  const minutes = endOfPeriod && minuteOfDay === 0 ? 1439 : minuteOfDay;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Every start and end instant of the entries' daily periods on local days [fromDay - 1, toDay]:
 * the only instants where open/closed can change, so checking the oracle at all of them inside a
 * span (plus its ends) checks the whole span.
 */
export function edgeInstants(
  entries: readonly ScheduleEntry[],
  fromDay: number,
  toDay: number,
  zone: string,
): number[] {
  const edges: number[] = [];
  for (const entry of entries) {
    const hours = hoursOf(entry);
    if (!hours) continue;
    for (let day = fromDay - 1; day <= toDay; day += 1) {
      if (!runsOn(entry, day)) continue;
      edges.push(instantOfLocal(day * DAY + hours[0] * MINUTE, zone));
      edges.push(instantOfLocal(day * DAY + hours[1] * MINUTE, zone));
    }
  }
  return edges;
}
