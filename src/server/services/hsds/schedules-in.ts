import type { DayOfWeek, MonthPeriod, ScheduleEntry } from '@shared/schedule/types';
import { DAYS_OF_WEEK } from '@shared/schedule/types';
import { clockMinutes, endText, startText } from './clock';

/** The hours of one listing as read from a source, with what could not be read. */
export interface ReadHours {
  schedules: ScheduleEntry[];
  closeSchedules: ScheduleEntry[];
  /** The source's own words for the entries we could not read. */
  unreadable: string[];
  entries: number;
}

export const emptyHours = (): ReadHours => ({
  schedules: [],
  closeSchedules: [],
  unreadable: [],
  entries: 0,
});

const ICAL_DAYS: Record<string, DayOfWeek> = {
  MO: 'MONDAY',
  TU: 'TUESDAY',
  WE: 'WEDNESDAY',
  TH: 'THURSDAY',
  FR: 'FRIDAY',
  SA: 'SATURDAY',
  SU: 'SUNDAY',
};

const ORDINALS: Record<string, MonthPeriod> = {
  '1': 'FIRST',
  '2': 'SECOND',
  '3': 'THIRD',
  '4': 'FOURTH',
  '5': 'FIFTH',
  '-1': 'LAST',
};

/** `Monday`, `mon`, `MO`, ISO 1–7 (Monday = 1) or 0 for Sunday. */
export function weekdayOf(text: string | null | undefined): DayOfWeek | null {
  const t = (text ?? '').trim().toUpperCase();
  if (t === '') return null;
  if (/^\d$/.test(t)) return t === '0' ? 'SUNDAY' : (DAYS_OF_WEEK[Number(t) - 1] ?? null);
  return DAYS_OF_WEEK.find((d) => d.startsWith(t.slice(0, 3)) && t.length >= 2) ?? null;
}

/** `MM/DD/YYYY` from an ISO date (`2026-12-25`, also with a time), or null. */
export function usDate(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((text ?? '').trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

interface Times {
  startTime: string;
  endTime: string;
}

/** Both times read, or null. A close before the open is an overnight entry (docs/spec/open-status.md). */
function timesOf(opens: string | null | undefined, closes: string | null | undefined) {
  const start = clockMinutes(opens);
  const end = clockMinutes(closes);
  if (start === null || end === null) return null;
  return { startTime: startText(start), endTime: endText(end) } satisfies Times;
}

const ALL_DAY = { startTime: '12:00 AM', endTime: '11:59 PM' };

/** Seven weekly all-day entries are the same thing as our 24/7 (FULL_DAY). */
function collapseFullDay(hours: ReadHours): void {
  const allDay = hours.schedules.filter(
    (e) =>
      e.type === 'WEEKLY' && e.startTime === ALL_DAY.startTime && e.endTime === ALL_DAY.endTime,
  );
  const days = new Set(allDay.map((e) => e.day));
  if (days.size === 7 && allDay.length === hours.schedules.length) {
    hours.schedules = [{ type: 'FULL_DAY' }];
  }
}

export interface HsdsSchedule {
  freq?: string | null;
  byday?: string | null;
  opens_at?: string | null;
  closes_at?: string | null;
  description?: string | null;
  notes?: string | null;
}

/** HSDS 3 `schedules` rows (freq WEEKLY/MONTHLY, byday with ordinals) onto our entries. */
export function readHsdsSchedules(rows: readonly HsdsSchedule[]): ReadHours {
  const hours = emptyHours();
  for (const row of rows) {
    hours.entries += 1;
    const words = (row.description || row.notes || '').trim();
    const freq = (row.freq ?? '').trim().toUpperCase();
    const times = timesOf(row.opens_at, row.closes_at);
    const parts = (row.byday ?? '')
      .split(',')
      .map((p) => p.trim().toUpperCase())
      .filter(Boolean);
    const read: ScheduleEntry[] = [];
    let ok = times !== null && parts.length > 0 && (freq === 'WEEKLY' || freq === 'MONTHLY');
    for (const part of ok ? parts : []) {
      const match = /^([+-]?\d)?([A-Z]{2})$/.exec(part);
      const day = match ? ICAL_DAYS[match[2] ?? ''] : undefined;
      const ordinal = match?.[1]?.replace('+', '');
      if (!day || !times) ok = false;
      else if (freq === 'MONTHLY' && ordinal && ORDINALS[ordinal])
        read.push({ type: 'MONTHLY', day, period: ORDINALS[ordinal], ...times });
      else if (freq === 'WEEKLY' && !ordinal) read.push({ type: 'WEEKLY', day, ...times });
      else ok = false;
    }
    if (ok) hours.schedules.push(...read);
    else hours.unreadable.push(words || describeRaw(row));
  }
  collapseFullDay(hours);
  return hours;
}

const describeRaw = (row: HsdsSchedule) =>
  [row.freq, row.byday, row.opens_at, row.closes_at].filter(Boolean).join(' ');

export interface RegularSchedule {
  weekday?: string | null;
  opens_at?: string | null;
  closes_at?: string | null;
}

/** HSDS 1.x/2.x `regular_schedules` (one weekday per row, times like `9:00am`). */
export function readRegularSchedules(rows: readonly RegularSchedule[]): ReadHours {
  const hours = emptyHours();
  for (const row of rows) {
    hours.entries += 1;
    const day = weekdayOf(row.weekday);
    const times = timesOf(row.opens_at, row.closes_at);
    if (day && times) hours.schedules.push({ type: 'WEEKLY', day, ...times });
    else hours.unreadable.push(`${row.weekday ?? ''} ${row.opens_at ?? ''}–${row.closes_at ?? ''}`);
  }
  collapseFullDay(hours);
  return hours;
}

export interface HolidaySchedule {
  closed?: string | null;
  opens_at?: string | null;
  closes_at?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

const truthy = (text: string | null | undefined) => /^(true|t|1|yes|y)$/i.test((text ?? '').trim());

/**
 * HSDS 1.x/2.x `holiday_schedules`: a closed row is a closed date range (whole days); an open row
 * with hours on those dates is an opening of that range.
 */
export function readHolidaySchedules(rows: readonly HolidaySchedule[]): ReadHours {
  const hours = emptyHours();
  for (const row of rows) {
    hours.entries += 1;
    const startDate = usDate(row.start_date);
    const endDate = usDate(row.end_date) ?? startDate;
    const times = timesOf(row.opens_at, row.closes_at);
    if (!startDate || !endDate) {
      hours.unreadable.push(`${row.start_date ?? ''}–${row.end_date ?? ''}`);
    } else if (truthy(row.closed) || !times) {
      hours.closeSchedules.push({ type: 'DATE_RANGE', startDate, endDate });
    } else {
      hours.schedules.push({ type: 'DATE_RANGE', startDate, endDate, ...times });
    }
  }
  return hours;
}

export function mergeHours(...all: ReadHours[]): ReadHours {
  return {
    schedules: all.flatMap((h) => h.schedules),
    closeSchedules: all.flatMap((h) => h.closeSchedules),
    unreadable: all.flatMap((h) => h.unreadable),
    entries: all.reduce((n, h) => n + h.entries, 0),
  };
}
