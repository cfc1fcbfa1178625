import { describe, expect, it } from 'vitest';
import { ScheduleParseError } from '@shared/schedule/parse-result';
import {
  formatEndTime,
  formatTime,
  parseTime,
  parseTimeOrThrow,
} from '@shared/schedule/time-of-day';

describe('parseTime', () => {
  it.each([
    ['9:00 AM', 540],
    ['09:00 AM', 540],
    ['09:00 am', 540],
    ['9:00am', 540],
    ['  5:30 pm ', 1050],
    ['12:00 AM', 0],
    ['12:00 PM', 720],
    ['12:30 am', 30],
    ['11:59 PM', 1439],
    ['1:05 PM', 785],
  ])('reads %j as %i minutes after midnight', (text, minutes) => {
    expect(parseTime(text)).toEqual({ ok: true, value: minutes });
  });

  it.each([
    ['', 'TIME_REQUIRED'],
    ['   ', 'TIME_REQUIRED'],
    ['9:00', 'TIME_MISSING_AM_PM'],
    ['17:00', 'TIME_MISSING_AM_PM'],
    ['13:00 PM', 'TIME_HOUR_OUT_OF_RANGE'],
    ['0:30 AM', 'TIME_HOUR_OUT_OF_RANGE'],
    ['00:00 AM', 'TIME_HOUR_OUT_OF_RANGE'],
    ['9:60 AM', 'TIME_MINUTE_OUT_OF_RANGE'],
    ['9 AM', 'TIME_INVALID_FORMAT'],
    ['9:5 AM', 'TIME_INVALID_FORMAT'],
    ['9:00 XM', 'TIME_INVALID_FORMAT'],
    ['noon', 'TIME_INVALID_FORMAT'],
    ['9:00 AM PM', 'TIME_INVALID_FORMAT'],
  ])('rejects %j with %s', (text, error) => {
    expect(parseTime(text)).toEqual({ ok: false, error });
  });
});

describe('parseTimeOrThrow', () => {
  it('returns the minutes of a valid time', () => {
    expect(parseTimeOrThrow('5:00 PM')).toBe(1020);
  });

  it('throws a ScheduleParseError carrying the stable code and the input', () => {
    expect(() => parseTimeOrThrow('13:00 PM')).toThrow(ScheduleParseError);
    try {
      parseTimeOrThrow('9:00');
    } catch (error) {
      expect(error).toMatchObject({ code: 'TIME_MISSING_AM_PM', input: '9:00' });
      expect(String(error)).toContain('TIME_MISSING_AM_PM');
    }
    expect.assertions(3);
  });
});

describe('formatTime', () => {
  it.each([
    [0, '12:00 AM'],
    [5, '12:05 AM'],
    [540, '9:00 AM'],
    [720, '12:00 PM'],
    [785, '1:05 PM'],
    [1439, '11:59 PM'],
    [1440 + 60, '1:00 AM'],
  ])('prints %i minutes as %j (no leading zero)', (minutes, text) => {
    expect(formatTime(minutes)).toBe(text);
  });

  it('round-trips every 5-minute mark of the day', () => {
    for (let minutes = 0; minutes < 1440; minutes += 5) {
      expect(parseTime(formatTime(minutes))).toEqual({ ok: true, value: minutes });
    }
  });
});

describe('formatEndTime', () => {
  it('prints an end at midnight as 11:59 PM and any other end as itself', () => {
    expect(formatEndTime(1440)).toBe('11:59 PM');
    expect(formatEndTime(0)).toBe('11:59 PM');
    expect(formatEndTime(1020)).toBe('5:00 PM');
    expect(formatEndTime(1440 + 120)).toBe('2:00 AM');
  });
});
