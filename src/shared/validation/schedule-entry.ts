// One entry of `schedules` or `closeSchedules` (docs/spec/product-spec.md §3, §5 'Schedule entry';
// docs/spec/forms-and-messages.md D.2; docs/spec/open-status.md 'Periods').
//
// The end-time rule. docs/spec/product-spec.md §5 says 'End Time should be greater than Start time', but
// docs/spec/open-status.md Periods 2 reads an end not after the start as running into the next day, and its
// samples (WEEKLY MONDAY 10:00 PM–2:00 AM, SATURDAY 8:00 PM–8:00 AM) are overnight shelters. An
// "end < start" rule would make those impossible to enter, so:
//   - an end before the start is VALID: an overnight period (8:00 PM–8:00 AM; an end of 12:00 AM is
//     midnight); an end of 11:59 PM is the end of the day;
//   - an end EQUAL to the start is rejected with that message: it names no period anyone means (a
//     24-hour day is 12:00 AM–11:59 PM or Open 24/7, and the engine would read it as 24 hours
//     from the start, which nobody types on purpose).
// Closed-day entries follow the same rule, because docs/spec/open-status.md Periods 3 builds closed periods
// "the same way" (a closure from 10:00 PM to 6:00 AM is expressible too).
import { z } from 'zod';
import { parseDate } from '@shared/schedule/calendar-date';
import { dayNumberOf } from '@shared/schedule/day-number';
import { parseTime } from '@shared/schedule/time-of-day';
import { DAYS_OF_WEEK, MONTH_PERIODS } from '@shared/schedule/types';
import { blankToUndefined, text, whenValid } from './fields';
import { TEXT_MAX } from './text-limits';
import { MESSAGES, type MessageId } from './messages';

/** `opening` = the Schedule panel (`schedules`), `closed` = Holidays closed days (`closeSchedules`). */
export type ScheduleList = 'opening' | 'closed';

function time(required: MessageId) {
  return z.preprocess(
    blankToUndefined,
    text({ max: TEXT_MAX.SHORT, error: required }).refine((value) => parseTime(value).ok, {
      error: MESSAGES.TIME_INVALID,
    }),
  );
}

function date(required: MessageId) {
  return z.preprocess(
    blankToUndefined,
    text({ max: TEXT_MAX.SHORT, error: required }).refine((value) => parseDate(value).ok, {
      error: MESSAGES.DATE_INVALID,
    }),
  );
}

const day = z.enum(DAYS_OF_WEEK, { error: MESSAGES.DAY_REQUIRED });
const period = z.enum(MONTH_PERIODS, { error: MESSAGES.PERIOD_REQUIRED });

const optionalTimes = {
  startTime: time(MESSAGES.START_TIME_REQUIRED).optional(),
  endTime: time(MESSAGES.END_TIME_REQUIRED).optional(),
};

interface Times {
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** Both times or neither (an entry without times covers the whole day), and end ≠ start. */
function checkTimes(entry: Times, ctx: z.RefinementCtx): void {
  const { startTime, endTime } = entry;
  if (startTime === undefined && endTime === undefined) return;
  if (startTime === undefined) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: MESSAGES.START_TIME_REQUIRED });
    return;
  }
  if (endTime === undefined) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.END_TIME_REQUIRED });
    return;
  }
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (start.ok && end.ok && start.value === end.value) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.END_TIME_BEFORE_START });
  }
}

const whenTimesValid = whenValid('startTime', 'endTime');

// An opening WEEKLY entry needs its hours (docs/spec/api-contract.md §2.3); a closed one may carry none, the
// whole day (the web kept hidden 12:00 AM–11:59 PM defaults, which stay valid).
const weeklyOpening = z
  .object({
    type: z.literal('WEEKLY'),
    day,
    startTime: time(MESSAGES.START_TIME_REQUIRED),
    endTime: time(MESSAGES.END_TIME_REQUIRED),
  })
  .superRefine(checkTimes, { when: whenTimesValid });

const weeklyClosed = z
  .object({ type: z.literal('WEEKLY'), day, ...optionalTimes })
  .superRefine(checkTimes, { when: whenTimesValid });

const monthly = z
  .object({ type: z.literal('MONTHLY'), period, day, ...optionalTimes })
  .superRefine(checkTimes, { when: whenTimesValid });

const dateRange = z
  .object({
    type: z.literal('DATE_RANGE'),
    startDate: date(MESSAGES.START_DATE_REQUIRED),
    endDate: date(MESSAGES.END_DATE_REQUIRED),
    ...optionalTimes,
  })
  .superRefine(checkTimes, { when: whenTimesValid })
  .superRefine(
    (entry, ctx) => {
      const start = parseDate(entry.startDate);
      const end = parseDate(entry.endDate);
      if (start.ok && end.ok && dayNumberOf(end.value) < dayNumberOf(start.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: MESSAGES.END_DATE_BEFORE_START,
        });
      }
    },
    { when: whenValid('startDate', 'endDate') },
  );

// FULL_DAY and PERMANENTLY_CLOSED carry no times: any sent are dropped (zod strips unknown keys),
// as the web's "Add to schedule" removed them (docs/spec/forms-and-messages.md D.2).
const fullDay = z.object({ type: z.literal('FULL_DAY') });
const permanentlyClosed = z.object({ type: z.literal('PERMANENTLY_CLOSED') });

/**
 * A schedule entry of one list. Regular schedules exclude PERMANENTLY_CLOSED, closed-day schedules
 * exclude FULL_DAY; a missing or excluded type gives the generic error (docs/spec/product-spec.md §5). Each type
 * keeps only its own fields: WEEKLY day (+ times), MONTHLY period + day (+ times), DATE_RANGE start
 * and end dates (+ times).
 */
export function scheduleEntrySchema(list: ScheduleList) {
  const options =
    list === 'opening'
      ? ([weeklyOpening, monthly, dateRange, fullDay] as const)
      : ([weeklyClosed, monthly, dateRange, permanentlyClosed] as const);
  return z.discriminatedUnion('type', [...options], { error: MESSAGES.GENERIC });
}
export type ValidScheduleEntry = z.output<ReturnType<typeof scheduleEntrySchema>>;

/** Default times of a new entry (docs/spec/product-spec.md §5; docs/spec/forms-and-messages.md D.2). */
export const DEFAULT_SCHEDULE_TIMES: Readonly<
  Record<ScheduleList, { startTime: string; endTime: string }>
> = {
  opening: { startTime: '8:00 AM', endTime: '5:00 PM' },
  closed: { startTime: '12:00 AM', endTime: '11:59 PM' },
};

/** Minutes between the times a picker offers (docs/spec/product-spec.md §5). */
export const TIME_PICKER_STEP_MINUTES = 5;
