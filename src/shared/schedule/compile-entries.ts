import { parseDate } from './calendar-date';
import { dayNumberOf, daysInMonth } from './day-number';
import { LAST_MINUTE, MINUTES_PER_DAY, parseTime } from './time-of-day';
import { DAYS_OF_WEEK, MONTH_PERIODS, type ScheduleEntry } from './types';

/**
 * A schedule entry read into numbers, in minutes from the local midnight of a day it runs on.
 * Mutable because rule objects are pooled and refilled on every call (see RuleList).
 */
export interface Rule {
  kind: 'weekly' | 'monthly' | 'range' | 'always';
  /** 0 = Monday … 6 = Sunday (weekly, monthly). */
  weekday: number;
  /** Monthly only: 1–5 for FIRST…FIFTH, 0 for LAST. */
  nth: number;
  /** Date ranges only: first and last day numbers, inclusive. */
  firstDay: number;
  lastDay: number;
  start: number;
  /** After `start`; above 1440 when the period runs into the next day. */
  end: number;
}

export function emptyRule(): Rule {
  return { kind: 'always', weekday: -1, nth: 0, firstDay: 0, lastDay: 0, start: 0, end: 0 };
}

const ZERO = 48;
const digit = (text: string, index: number): number => {
  const value = text.charCodeAt(index) - ZERO;
  return value >= 0 && value <= 9 ? value : NaN;
};

/**
 * Minutes of a time in the stored forms `h:mm AM` / `hh:mm am`, read char by char (a list render
 * reads hundreds of thousands of them), or NaN to let the full parser decide.
 */
function quickTime(text: string): number {
  const length = text.length;
  if ((length !== 7 && length !== 8) || text.charCodeAt(length - 6) !== 58 /* : */) return NaN;
  if (text.charCodeAt(length - 3) !== 32 || (text.charCodeAt(length - 1) | 32) !== 109 /* m */) {
    return NaN;
  }
  const hour = length === 8 ? digit(text, 0) * 10 + digit(text, 1) : digit(text, 0);
  const minute = digit(text, length - 5) * 10 + digit(text, length - 4);
  const meridiem = text.charCodeAt(length - 2) | 32; // lower case
  if (!(hour >= 1 && hour <= 12 && minute <= 59) || (meridiem !== 97 && meridiem !== 112))
    return NaN;
  return ((hour % 12) + (meridiem === 112 ? 12 : 0)) * 60 + minute;
}

/** Minutes of an entry time; `fallback` when absent or blank, null when unreadable. */
function readTime(text: string | null | undefined, fallback: number): number | null {
  if (text === undefined || text === null) return fallback;
  const quick = quickTime(text);
  if (quick === quick) return quick; // not NaN
  if (text.trim() === '') return fallback;
  const parsed = parseTime(text);
  return parsed.ok ? parsed.value : null;
}

/** Day number of a date in the stored `MM/DD/YYYY` form, read char by char, or NaN. */
function quickDay(text: string): number {
  if (text.length !== 10 || text.charCodeAt(2) !== 47 || text.charCodeAt(5) !== 47) return NaN;
  const month = digit(text, 0) * 10 + digit(text, 1);
  const day = digit(text, 3) * 10 + digit(text, 4);
  const year = digit(text, 6) * 1000 + digit(text, 7) * 100 + digit(text, 8) * 10 + digit(text, 9);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return NaN;
  return dayNumberOf({ year, month, day });
}

/** Day number of an entry date, null when absent or unreadable. */
function readDay(text: string | null | undefined): number | null {
  if (!text) return null;
  const quick = quickDay(text);
  if (quick === quick) return quick; // not NaN
  const parsed = parseDate(text);
  return parsed.ok ? dayNumberOf(parsed.value) : null;
}

// Index lookups without scanning the enum arrays for every entry of every service.
const WEEKDAY_INDEX = new Map<string, number>(DAYS_OF_WEEK.map((day, index) => [day, index]));
const NTH_OF_PERIOD = new Map<string, number>(
  MONTH_PERIODS.map((period, index) => [period, period === 'LAST' ? 0 : index + 1]),
);

function fill(
  rule: Rule,
  kind: Rule['kind'],
  start: number,
  end: number,
  weekday = -1,
  nth = 0,
  firstDay = 0,
  lastDay = 0,
): true {
  rule.kind = kind;
  rule.start = start;
  rule.end = end;
  rule.weekday = weekday;
  rule.nth = nth;
  rule.firstDay = firstDay;
  rule.lastDay = lastDay;
  return true;
}

/**
 * Reads one entry into `rule`; false when the entry cannot be read (missing day, impossible date,
 * bad time): such an entry is skipped rather than allowed to break a whole list (input validation
 * is the place that rejects it). PERMANENTLY_CLOSED is handled by the caller, not here.
 */
export function compileEntry(entry: ScheduleEntry, rule: Rule): boolean {
  if (entry.type === 'FULL_DAY') return fill(rule, 'always', 0, MINUTES_PER_DAY);
  // Daily hours per docs/spec/open-status.md Periods 2: no times = the whole day; an end of 11:59 PM is
  // 24:00; an end not after the start runs into the next day (12:00 AM–12:00 AM is 24 hours).
  const start = readTime(entry.startTime, 0);
  let end = readTime(entry.endTime, MINUTES_PER_DAY);
  if (start === null || end === null) return false;
  if (end === LAST_MINUTE) end = MINUTES_PER_DAY;
  if (end <= start) end += MINUTES_PER_DAY;
  if (entry.type === 'DATE_RANGE') {
    const firstDay = readDay(entry.startDate);
    const lastDay = readDay(entry.endDate);
    if (firstDay === null || lastDay === null) return false;
    return fill(rule, 'range', start, end, -1, 0, firstDay, lastDay);
  }
  const weekday = entry.day ? WEEKDAY_INDEX.get(entry.day) : undefined;
  if (weekday === undefined) return false;
  if (entry.type === 'WEEKLY') return fill(rule, 'weekly', start, end, weekday);
  const nth = entry.period ? NTH_OF_PERIOD.get(entry.period) : undefined;
  if (entry.type !== 'MONTHLY' || nth === undefined) return false;
  return fill(rule, 'monthly', start, end, weekday, nth);
}
