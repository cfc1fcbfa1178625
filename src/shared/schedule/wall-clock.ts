import { calendarDateOf, dayNumberOf, weekdayOf } from './day-number';
import { DAYS_OF_WEEK, type DayOfWeek } from './types';
import { DAY_MS, MINUTE_MS, zoneClock } from './zone-clock';

/** A wall-clock reading in some zone, to the minute. */
export interface WallClock {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  readonly weekday: DayOfWeek;
  /** 0–23 */
  readonly hour: number;
  /** 0–59 */
  readonly minute: number;
}

/** Wall clock of a "local ms" value (the wall clock read as if it were UTC). */
export function wallClockOfLocal(localMs: number): WallClock {
  const dayNumber = Math.floor(localMs / DAY_MS);
  const minuteOfDay = Math.floor((localMs - dayNumber * DAY_MS) / MINUTE_MS);
  const { year, month, day } = calendarDateOf(dayNumber);
  // Fields spelled out: object spread is transpiled to a slow helper by some toolchains (tsx).
  return {
    year,
    month,
    day,
    weekday: DAYS_OF_WEEK[weekdayOf(dayNumber)] ?? 'MONDAY',
    hour: Math.floor(minuteOfDay / 60),
    minute: minuteOfDay % 60,
  };
}

/** Wall-clock parts of an instant in `timeZone`. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  return wallClockOfLocal(zoneClock(timeZone).toLocal(Number(instant)));
}

/**
 * The instant a wall clock in `timeZone` shows the given time. A time that happens twice (fall back)
 * gives the first; a time skipped by spring-forward gives the transition instant (see ZoneClock).
 */
export function instantAt(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  const minutes = (wall.hour ?? 0) * 60 + (wall.minute ?? 0);
  const localMs = dayNumberOf(wall) * DAY_MS + minutes * MINUTE_MS;
  return new Date(zoneClock(timeZone).toInstant(localMs));
}

/** The local calendar day (a day number, see day-number.ts) of an instant in `timeZone`. */
export function localDayNumberAt(instant: Date | number, timeZone: string): number {
  return Math.floor(zoneClock(timeZone).toLocal(Number(instant)) / DAY_MS);
}
