import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, parseDateOrThrow } from '@shared/schedule/calendar-date';
import {
  addDays,
  calendarDateOf,
  dayNumberOf,
  daysInMonth,
  weekdayOf,
} from '@shared/schedule/day-number';
import { ScheduleParseError } from '@shared/schedule/parse-result';

describe('parseDate', () => {
  it.each([
    ['03/01/2021', { year: 2021, month: 3, day: 1 }],
    ['3/1/2021', { year: 2021, month: 3, day: 1 }],
    ['12/31/1999', { year: 1999, month: 12, day: 31 }],
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    [' 11/26/2026 ', { year: 2026, month: 11, day: 26 }],
  ])('reads %j', (text, date) => {
    expect(parseDate(text)).toEqual({ ok: true, value: date });
  });

  it.each([
    ['', 'DATE_REQUIRED'],
    ['02/30/2021', 'DATE_DAY_OUT_OF_RANGE'],
    ['02/29/2021', 'DATE_DAY_OUT_OF_RANGE'],
    ['02/29/1900', 'DATE_DAY_OUT_OF_RANGE'],
    ['04/31/2021', 'DATE_DAY_OUT_OF_RANGE'],
    ['01/00/2021', 'DATE_DAY_OUT_OF_RANGE'],
    ['13/01/2021', 'DATE_MONTH_OUT_OF_RANGE'],
    ['00/10/2021', 'DATE_MONTH_OUT_OF_RANGE'],
    ['2021-03-01', 'DATE_INVALID_FORMAT'],
    ['03/01/21', 'DATE_INVALID_FORMAT'],
    ['03-01-2021', 'DATE_INVALID_FORMAT'],
  ])('rejects %j with %s', (text, error) => {
    expect(parseDate(text)).toEqual({ ok: false, error });
  });

  it('has a throwing variant with the same codes', () => {
    expect(parseDateOrThrow('03/15/2021')).toEqual({ year: 2021, month: 3, day: 15 });
    expect(() => parseDateOrThrow('02/30/2021')).toThrow(ScheduleParseError);
    expect(() => parseDateOrThrow('02/30/2021')).toThrow(/DATE_DAY_OUT_OF_RANGE/);
  });
});

describe('formatDate', () => {
  it('prints MM/DD/YYYY with zero padding', () => {
    expect(formatDate({ year: 2021, month: 3, day: 5 })).toBe('03/05/2021');
    expect(formatDate({ year: 2026, month: 11, day: 26 })).toBe('11/26/2026');
  });
});

describe('day numbers (local calendar arithmetic)', () => {
  it('agrees with Date.UTC for every day from 1900 to 2100', () => {
    const mismatches: number[] = [];
    for (
      let day = Date.UTC(1900, 0, 1) / 86_400_000;
      day < Date.UTC(2100, 0, 1) / 86_400_000;
      day += 1
    ) {
      const date = new Date(day * 86_400_000);
      const { year, month, day: dayOfMonth } = calendarDateOf(day);
      const same =
        year === date.getUTCFullYear() &&
        month === date.getUTCMonth() + 1 &&
        dayOfMonth === date.getUTCDate() &&
        dayNumberOf({ year, month, day: dayOfMonth }) === day &&
        weekdayOf(day) === (date.getUTCDay() + 6) % 7;
      if (!same) mismatches.push(day);
    }
    expect(mismatches).toEqual([]);
  });

  it('knows month lengths, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2021, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays({ year: 2021, month: 2, day: 28 }, 1)).toEqual({ year: 2021, month: 3, day: 1 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2021, month: 12, day: 31 }, 1)).toEqual({
      year: 2022,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2021, month: 3, day: 1 }, -1)).toEqual({
      year: 2021,
      month: 2,
      day: 28,
    });
    expect(addDays({ year: 2021, month: 3, day: 1 }, 400)).toEqual({
      year: 2022,
      month: 4,
      day: 5,
    });
  });
});
