// Wire format of a schedule entry (docs/spec/product-spec.md §3). The `as const` arrays are the single source for
// the enums so zod schemas elsewhere can be built from them (`z.enum(SCHEDULE_TYPES)`).

export const SCHEDULE_TYPES = [
  'WEEKLY',
  'MONTHLY',
  'DATE_RANGE',
  'FULL_DAY',
  'PERMANENTLY_CLOSED',
] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

// Monday first: the index of a day in this array is the weekday number used by the engine.
export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const MONTH_PERIODS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'LAST'] as const;
export type MonthPeriod = (typeof MONTH_PERIODS)[number];

export type ScheduleLocale = 'en' | 'es';

/**
 * One entry of `schedules` or `closeSchedules`. Optional and nullable on purpose: the engine reads
 * stored and offline data too, and an entry missing what its type needs is skipped, never thrown on.
 */
export interface ScheduleEntry {
  readonly type: ScheduleType;
  readonly day?: DayOfWeek | null;
  readonly period?: MonthPeriod | null;
  /** `MM/DD/YYYY` */
  readonly startDate?: string | null;
  /** `MM/DD/YYYY` */
  readonly endDate?: string | null;
  /** `h:mm AM` */
  readonly startTime?: string | null;
  /** `h:mm AM` */
  readonly endTime?: string | null;
}

/** The part of a service the open/closed engine reads. */
export interface ScheduledService {
  readonly schedules?: readonly ScheduleEntry[] | null;
  readonly closeSchedules?: readonly ScheduleEntry[] | null;
  readonly isContact?: boolean | null;
}
