import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openStatus } from '@shared/schedule/open-status';
import { instantAt, localDayNumberAt, wallClockAt } from '@shared/schedule/wall-clock';
import { ZONES, instantArb } from './support/arbitraries';
import { DAY, HOUR, MINUTE, instantOfLocal, localOf } from './support/oracle';

const NEW_YORK = 'America/New_York';

describe('wallClockAt', () => {
  it('matches Intl for any instant in any zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantArb, (zone, instant) => {
        const local = new Date(localOf(instant, zone));
        expect(wallClockAt(instant, zone)).toEqual({
          year: local.getUTCFullYear(),
          month: local.getUTCMonth() + 1,
          day: local.getUTCDate(),
          weekday: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][
            local.getUTCDay()
          ],
          hour: local.getUTCHours(),
          minute: local.getUTCMinutes(),
        });
        expect(localDayNumberAt(new Date(instant), zone)).toBe(Math.floor(local.getTime() / DAY));
      }),
      { numRuns: 1000, seed: 42 },
    );
  });

  it('reads both occurrences of a repeated fall-back hour', () => {
    expect(wallClockAt(Date.parse('2021-11-07T05:30:00Z'), NEW_YORK)).toMatchObject({
      hour: 1,
      minute: 30,
    });
    expect(wallClockAt(Date.parse('2021-11-07T06:30:00Z'), NEW_YORK)).toMatchObject({
      hour: 1,
      minute: 30,
    });
  });
});

describe('instantAt', () => {
  it('matches the oracle for any 5-minute wall time in any zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantArb, (zone, instant) => {
        const local = Math.floor(localOf(instant, zone) / (5 * MINUTE)) * 5 * MINUTE;
        const date = new Date(local);
        const wall = {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
        };
        expect(instantAt(wall, zone).getTime()).toBe(instantOfLocal(local, zone));
      }),
      { numRuns: 1000, seed: 7 },
    );
  });

  it('moves a wall time inside the spring-forward gap to the transition (3:00 AM)', () => {
    const instant = instantAt({ year: 2021, month: 3, day: 14, hour: 2, minute: 30 }, NEW_YORK);
    expect(instant.toISOString()).toBe('2021-03-14T07:00:00.000Z');
    expect(wallClockAt(instant, NEW_YORK)).toMatchObject({ hour: 3, minute: 0 });
  });

  it('takes the first occurrence of a repeated fall-back wall time', () => {
    const instant = instantAt({ year: 2021, month: 11, day: 7, hour: 1, minute: 30 }, NEW_YORK);
    expect(instant.toISOString()).toBe('2021-11-07T05:30:00.000Z');
  });

  it('gives days of 23 and 25 hours on DST days, 24 in Phoenix', () => {
    const length = (zone: string, month: number, day: number) =>
      instantAt({ year: 2021, month, day: day + 1 }, zone).getTime() -
      instantAt({ year: 2021, month, day }, zone).getTime();
    expect(length(NEW_YORK, 3, 14)).toBe(23 * HOUR);
    expect(length(NEW_YORK, 11, 7)).toBe(25 * HOUR);
    expect(length('America/Denver', 3, 14)).toBe(23 * HOUR);
    expect(length('America/Denver', 11, 7)).toBe(25 * HOUR);
    expect(length('America/Phoenix', 3, 14)).toBe(24 * HOUR);
    expect(length('Australia/Lord_Howe', 4, 4)).toBe(24.5 * HOUR);
  });

  it('stays right when more days are asked than the cache keeps', () => {
    const zone = 'America/Chicago';
    const mismatches: string[] = [];
    for (let day = 0; day < 6000; day += 1) {
      const local = Date.UTC(2000, 0, 1) + day * DAY + 9 * HOUR;
      const date = new Date(local);
      const wall = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: 9,
      };
      if (instantAt(wall, zone).getTime() !== instantOfLocal(local, zone))
        mismatches.push(date.toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});

describe('time zones', () => {
  it('rejects an unknown zone with a RangeError', () => {
    expect(() =>
      openStatus(
        { schedules: [{ type: 'FULL_DAY' }], closeSchedules: [] },
        new Date(),
        'Mars/Olympus',
      ),
    ).toThrow(RangeError);
  });
});
