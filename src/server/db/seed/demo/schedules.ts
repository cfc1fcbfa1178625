import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type MonthPeriod,
  type ScheduleEntry,
} from '@shared/schedule/types';

/**
 * Opening-hours patterns of the demo listings. Together they exercise every rule of docs/spec/open-status.md:
 * plain and split weekly hours, overnight blocks (end before start), 11:59 PM + 12:00 AM pairs that
 * merge across midnight (Sunday → Monday included), 24/7, every MONTHLY period, date ranges around
 * the demo's late-November-2026 'now' (some current, some upcoming), contact-only and no schedule.
 */
export type Entry = ScheduleEntry;

export interface ScheduleParts {
  schedules: Entry[];
  closeSchedules: Entry[];
  isContact?: boolean;
}

type Day = DayOfWeek;
const WEEKDAYS: readonly Day[] = DAYS_OF_WEEK.slice(0, 5);

export const weekly = (day: Day, startTime: string, endTime: string): Entry => ({
  type: 'WEEKLY',
  day,
  startTime,
  endTime,
});

/** A whole-day weekly entry (no times): used for closed days. */
export const weeklyAllDay = (day: Day): Entry => ({ type: 'WEEKLY', day });

export const monthly = (
  period: MonthPeriod,
  day: Day,
  startTime?: string,
  endTime?: string,
): Entry =>
  startTime && endTime
    ? { type: 'MONTHLY', period, day, startTime, endTime }
    : { type: 'MONTHLY', period, day };

export const dateRange = (
  startDate: string,
  endDate: string,
  startTime?: string,
  endTime?: string,
): Entry =>
  startTime && endTime
    ? { type: 'DATE_RANGE', startDate, endDate, startTime, endTime }
    : { type: 'DATE_RANGE', startDate, endDate };

export const FULL_DAY: Entry = { type: 'FULL_DAY' };
export const PERMANENTLY_CLOSED: Entry = { type: 'PERMANENTLY_CLOSED' };

const on = (days: readonly Day[], start: string, end: string): Entry[] =>
  days.map((day) => weekly(day, start, end));

/** Every night from `start` to midnight, then 12:00 AM to `morning` the next day (merged by the engine). */
const nightsAcrossMidnight = (days: readonly Day[], start: string, morning: string): Entry[] =>
  days.flatMap((day) => {
    const next = DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + 1) % 7] as Day;
    return [weekly(day, start, '11:59 PM'), weekly(next, '12:00 AM', morning)];
  });

const open = (schedules: Entry[], closeSchedules: Entry[] = []): ScheduleParts => ({
  schedules,
  closeSchedules,
});

export const PATTERNS = {
  weekday9to5: () => open(on(WEEKDAYS, '9:00 AM', '5:00 PM')),
  weekdayEarly: () => open(on(WEEKDAYS, '8:00 AM', '4:30 PM')),
  weekdayLunchBreak: () =>
    open([...on(WEEKDAYS, '9:00 AM', '12:00 PM'), ...on(WEEKDAYS, '1:00 PM', '5:00 PM')]),
  weekdaysPlusSaturday: () =>
    open([...on(WEEKDAYS, '9:00 AM', '6:00 PM'), weekly('SATURDAY', '10:00 AM', '2:00 PM')]),
  weekdayEvenings: () =>
    open(on(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], '5:30 PM', '8:30 PM')),
  tueThu: () => open(on(['TUESDAY', 'THURSDAY'], '10:00 AM', '2:00 PM')),
  monWedFri: () => open(on(['MONDAY', 'WEDNESDAY', 'FRIDAY'], '1:00 PM', '4:00 PM')),
  libraryHours: () =>
    open([
      ...on(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], '10:00 AM', '8:00 PM'),
      ...on(['FRIDAY', 'SATURDAY'], '10:00 AM', '6:00 PM'),
      weekly('SUNDAY', '1:00 PM', '5:00 PM'),
    ]),
  dawnToNoon: () => open(on([...WEEKDAYS, 'SATURDAY'], '6:00 AM', '12:00 PM')),
  // Split shift: breakfast and dinner, two entries on the same day.
  splitMeals: () =>
    open([...on(DAYS_OF_WEEK, '7:00 AM', '9:00 AM'), ...on(DAYS_OF_WEEK, '5:00 PM', '7:00 PM')]),
  dailyLunch: () => open(on(DAYS_OF_WEEK, '11:00 AM', '1:00 PM')),
  weekdayDinner: () => open(on(WEEKDAYS, '5:00 PM', '6:30 PM')),
  seniorLunch: () => open(on(WEEKDAYS, '11:30 AM', '1:00 PM')),
  weekendsOnly: () => open(on(['SATURDAY', 'SUNDAY'], '10:00 AM', '2:00 PM')),
  saturdayMorning: () => open([weekly('SATURDAY', '8:00 AM', '11:00 AM')]),
  // Overnight: the end is before the start, so each block runs into the next morning.
  overnight: () => open(on(DAYS_OF_WEEK, '7:00 PM', '7:00 AM')),
  overnightLate: () => open(on(DAYS_OF_WEEK, '8:30 PM', '6:30 AM')),
  sundayToThursday: () =>
    open(on(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], '9:00 PM', '7:00 AM')),
  midnightWeek: () => open(nightsAcrossMidnight(DAYS_OF_WEEK, '8:00 PM', '7:00 AM')),
  weekendNights: () => open(nightsAcrossMidnight(['FRIDAY', 'SATURDAY'], '8:00 PM', '6:00 AM')),
  fullDay: () => open([FULL_DAY]),
  // 24/7 with a monthly deep-clean window and a one-off maintenance night.
  fullDayCleaning: () => open([FULL_DAY], [monthly('SECOND', 'TUESDAY', '10:00 AM', '2:00 PM')]),
  fullDayMaintenance: () =>
    open([FULL_DAY], [dateRange('12/09/2026', '12/09/2026', '1:00 AM', '5:00 AM')]),
  monthlyFirst: () => open([monthly('FIRST', 'SATURDAY', '9:00 AM', '12:00 PM')]),
  monthlySecond: () => open([monthly('SECOND', 'TUESDAY', '4:00 PM', '7:00 PM')]),
  monthlyThird: () => open([monthly('THIRD', 'THURSDAY', '10:00 AM', '1:00 PM')]),
  monthlyFourth: () => open([monthly('FOURTH', 'WEDNESDAY', '1:00 PM', '4:00 PM')]),
  monthlyOddMondays: () =>
    open([
      monthly('FIRST', 'MONDAY', '9:00 AM', '3:00 PM'),
      monthly('THIRD', 'MONDAY', '9:00 AM', '3:00 PM'),
      monthly('FIFTH', 'MONDAY', '9:00 AM', '3:00 PM'),
    ]),
  monthlyLast: () => open([monthly('LAST', 'SATURDAY', '9:00 AM', '1:00 PM')]),
  monthlyTwice: () =>
    open([
      monthly('SECOND', 'SATURDAY', '10:00 AM', '2:00 PM'),
      monthly('FOURTH', 'SATURDAY', '10:00 AM', '2:00 PM'),
    ]),
  monthlyFifthFriday: () =>
    open([
      monthly('FIRST', 'FRIDAY', '11:00 AM', '2:00 PM'),
      monthly('FIFTH', 'FRIDAY', '11:00 AM', '2:00 PM'),
    ]),
  // Seasonal: a winter shelter open every night of the 2026–27 winter (current in late November).
  winterNights: () => open([dateRange('11/15/2026', '03/31/2027', '6:00 PM', '8:00 AM')]),
  winterDays: () =>
    open([
      dateRange('12/01/2026', '02/28/2027', '8:00 AM', '6:00 PM'),
      dateRange('11/20/2026', '11/30/2026', '10:00 AM', '4:00 PM'),
    ]),
  summerCooling: () => open([dateRange('05/01/2027', '09/30/2027', '10:00 AM', '7:00 PM')]),
  summerProgram: () => open([dateRange('06/07/2027', '08/13/2027', '9:00 AM', '3:00 PM')]),
  taxSeason: () =>
    open(
      [dateRange('01/25/2027', '04/15/2027', '10:00 AM', '6:00 PM')],
      [weeklyAllDay('SUNDAY'), dateRange('02/15/2027', '02/15/2027')],
    ),
  holidayMeals: () =>
    open([
      weekly('SUNDAY', '12:00 PM', '2:00 PM'),
      dateRange('11/26/2026', '11/26/2026', '11:00 AM', '3:00 PM'),
      dateRange('12/25/2026', '12/25/2026', '11:00 AM', '3:00 PM'),
    ]),
  coatSeason: () =>
    open(
      [dateRange('11/01/2026', '12/31/2026', '10:00 AM', '4:00 PM')],
      [weeklyAllDay('SUNDAY'), dateRange('11/26/2026', '11/27/2026')],
    ),
  contact: (): ScheduleParts => ({ schedules: [], closeSchedules: [], isContact: true }),
  none: () => open([]),
} as const satisfies Record<string, () => ScheduleParts>;

export type PatternKey = keyof typeof PATTERNS;

/** Patterns with ordinary daytime hours, which may also carry one of the closures below. */
export const CLOSABLE: ReadonlySet<PatternKey> = new Set<PatternKey>([
  'weekday9to5',
  'weekdayEarly',
  'weekdayLunchBreak',
  'weekdaysPlusSaturday',
  'weekdayEvenings',
  'tueThu',
  'monWedFri',
  'libraryHours',
  'dawnToNoon',
  'dailyLunch',
  'weekdayDinner',
  'seniorLunch',
  'splitMeals',
]);

/** Closed days and hours (closeSchedules); FULL_DAY is never a closure (docs/spec/product-spec.md §5). */
export const CLOSURES = {
  // Whole-day holiday closures: Thanksgiving, Christmas Day, New Year's Day.
  holidays: () => [
    dateRange('11/26/2026', '11/26/2026'),
    dateRange('12/25/2026', '12/25/2026'),
    dateRange('01/01/2027', '01/01/2027'),
  ],
  thanksgivingWeekend: () => [dateRange('11/26/2026', '11/29/2026')],
  winterBreak: () => [dateRange('12/21/2026', '01/03/2027')],
  inventory: () => [dateRange('12/28/2026', '12/30/2026')],
  renovation: () => [dateRange('02/01/2027', '02/14/2027')],
  mlkDay: () => [dateRange('01/18/2027', '01/18/2027')],
  // Partial closures with times.
  staffMeeting: () => [weekly('WEDNESDAY', '12:00 PM', '1:00 PM')],
  holidayEves: () => [
    dateRange('12/24/2026', '12/24/2026', '12:00 PM', '11:59 PM'),
    dateRange('12/31/2026', '12/31/2026', '2:00 PM', '11:59 PM'),
  ],
  trainingMorning: () => [monthly('FIRST', 'MONDAY', '8:00 AM', '12:00 PM')],
  // A MONTHLY whole-day closure.
  trainingDay: () => [monthly('LAST', 'FRIDAY')],
} as const satisfies Record<string, () => Entry[]>;

export type ClosureKey = keyof typeof CLOSURES;

/** '9:00 AM' → '09:00 am': the engine accepts a leading zero and lower case, so a few entries use it. */
export function casualTime(time: string): string {
  return time.padStart(8, '0').toLowerCase();
}
