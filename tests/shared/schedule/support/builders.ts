import type {
  DayOfWeek,
  MonthPeriod,
  ScheduleEntry,
  ScheduledService,
} from '@shared/schedule/types';

export const weekly = (day: DayOfWeek, startTime?: string, endTime?: string): ScheduleEntry => ({
  type: 'WEEKLY',
  day,
  startTime,
  endTime,
});

export const weeklyOn = (
  days: readonly DayOfWeek[],
  startTime?: string,
  endTime?: string,
): ScheduleEntry[] => days.map((day) => weekly(day, startTime, endTime));

export const monthly = (
  period: MonthPeriod,
  day: DayOfWeek,
  startTime?: string,
  endTime?: string,
): ScheduleEntry => ({ type: 'MONTHLY', period, day, startTime, endTime });

export const dateRange = (
  startDate: string,
  endDate: string,
  startTime?: string,
  endTime?: string,
): ScheduleEntry => ({ type: 'DATE_RANGE', startDate, endDate, startTime, endTime });

export const fullDay: ScheduleEntry = { type: 'FULL_DAY' };
export const closedForGood: ScheduleEntry = { type: 'PERMANENTLY_CLOSED' };

export const WEEKDAYS: readonly DayOfWeek[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
];
export const EVERY_DAY: readonly DayOfWeek[] = [...WEEKDAYS, 'SATURDAY', 'SUNDAY'];

export function service(
  schedules: readonly ScheduleEntry[],
  closeSchedules: readonly ScheduleEntry[] = [],
  isContact = false,
): ScheduledService {
  return { schedules, closeSchedules, isContact };
}
