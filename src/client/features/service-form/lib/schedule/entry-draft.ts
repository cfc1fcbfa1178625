import { z } from 'zod';
import { formatDate, parseDate } from '@shared/schedule/calendar-date';
import { formatTime, parseTime } from '@shared/schedule/time-of-day';
import type { DayOfWeek, MonthPeriod, ScheduleType } from '@shared/schedule/types';
import {
  DEFAULT_SCHEDULE_TIMES,
  scheduleEntrySchema,
  type ScheduleList,
  type ValidScheduleEntry,
} from '@shared/validation/schedule-entry';

/** An entry exactly as the server takes it (docs/spec/product-spec.md §3): times as `h:mm AM` text. */
export type ScheduleEntryValue = ValidScheduleEntry;

/**
 * What the entry editor's controls hold: every field of every type, as text, so switching the type
 * back and forth keeps what was chosen. Dates are `YYYY-MM-DD` (an <input type="date"> value).
 */
export interface EntryDraft extends Record<string, string> {
  type: ScheduleType;
  period: MonthPeriod;
  day: DayOfWeek;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/** Field order of the editor, top to bottom: the first invalid one gets focus. */
export const DRAFT_FIELDS = [
  'type',
  'period',
  'day',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
] as const;

/** `MM/DD/YYYY` (wire) → `YYYY-MM-DD` (date input); '' when unreadable. */
export function dateToInput(wire: string | null | undefined): string {
  const parsed = parseDate(wire ?? '');
  if (!parsed.ok) return '';
  const [month, day, year] = formatDate(parsed.value).split('/');
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` (date input) → `MM/DD/YYYY` (wire); '' stays '' so the schema says "required". */
export function inputToDate(input: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : input;
}

/** Today on this device as a date input value (docs/spec/forms-and-messages.md D.2: date defaults to today). */
export function todayInput(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new entry's values: Weekly, First, Monday, today, and the list's default hours (D.2). */
export function newDraft(list: ScheduleList, today: string = todayInput()): EntryDraft {
  return {
    type: 'WEEKLY',
    period: 'FIRST',
    day: 'MONDAY',
    startDate: today,
    endDate: today,
    ...DEFAULT_SCHEDULE_TIMES[list],
  };
}

/** `08:00 am` → `8:00 AM`, the picker's spelling; unreadable text is kept for the schema to flag. */
function normalTime(text: string): string {
  const parsed = parseTime(text);
  return parsed.ok ? formatTime(parsed.value) : text;
}

/**
 * The editor's values for an existing entry. An entry without times covers the whole day
 * (docs/spec/open-status.md Periods 2), so it opens as 12:00 AM–11:59 PM, which means the same: saving it
 * unchanged must not turn it into the 8:00 AM–5:00 PM of a new entry.
 */
export function draftFromEntry(
  entry: ScheduleEntryValue,
  list: ScheduleList,
  today?: string,
): EntryDraft {
  const base = newDraft(list, today);
  const hasTimes = 'startTime' in entry && 'endTime' in entry && entry.startTime && entry.endTime;
  return {
    ...base,
    type: entry.type,
    ...('day' in entry && entry.day ? { day: entry.day } : {}),
    ...('period' in entry && entry.period ? { period: entry.period } : {}),
    ...('startDate' in entry ? { startDate: dateToInput(entry.startDate) } : {}),
    ...('endDate' in entry ? { endDate: dateToInput(entry.endDate) } : {}),
    ...(hasTimes
      ? { startTime: normalTime(entry.startTime ?? ''), endTime: normalTime(entry.endTime ?? '') }
      : DEFAULT_SCHEDULE_TIMES.closed),
  };
}

/** Only the fields the draft's type carries (docs/spec/forms-and-messages.md D.2 'What "Add to schedule" builds'). */
export function draftToEntry(draft: EntryDraft): Record<string, string> {
  const times = { startTime: draft.startTime, endTime: draft.endTime };
  switch (draft.type) {
    case 'WEEKLY':
      return { type: draft.type, day: draft.day, ...times };
    case 'MONTHLY':
      return { type: draft.type, period: draft.period, day: draft.day, ...times };
    case 'DATE_RANGE':
      return {
        type: draft.type,
        startDate: inputToDate(draft.startDate),
        endDate: inputToDate(draft.endDate),
        ...times,
      };
    default:
      return { type: draft.type };
  }
}

/** The shared entry schema, fed from the editor's values: one contract with the server. */
export function draftSchema(list: ScheduleList): z.ZodType<ScheduleEntryValue> {
  // The cast is safe: only the entry editor (useZodForm over an EntryDraft) parses with it.
  return z.preprocess((draft) => draftToEntry(draft as EntryDraft), scheduleEntrySchema(list));
}
