// Public surface of the schedule engine (docs/spec/open-status.md). Import from here or from the files.
export * from './types';
export {
  parseTime,
  parseTimeOrThrow,
  formatTime,
  formatEndTime,
  type TimeParseError,
} from './time-of-day';
export { parseDate, parseDateOrThrow, formatDate, type DateParseError } from './calendar-date';
export { ScheduleParseError, type ParseResult } from './parse-result';
export {
  addDays,
  calendarDateOf,
  dayNumberOf,
  daysInMonth,
  weekdayOf,
  type CalendarDate,
} from './day-number';
export { instantAt, localDayNumberAt, wallClockAt, type WallClock } from './wall-clock';
export { isOpenAt, openStatus, openStatusText, type OpenStatus } from './open-status';
export type { OpenStatusKind } from './open-status-types';
export { statusKindOf, type StatusKind } from './status-kind';
export { nextOpening } from './next-opening';
export { describeSchedules } from './describe-schedules';
export { describeClosures } from './describe-closures';
