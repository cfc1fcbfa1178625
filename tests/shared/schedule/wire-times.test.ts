import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeClosures } from '@shared/schedule/describe-closures';
import { describeSchedules } from '@shared/schedule/describe-schedules';
import { nextOpening } from '@shared/schedule/next-opening';
import { openStatus } from '@shared/schedule/open-status';
import type { ScheduleEntry } from '@shared/schedule/types';
import { withWireTimes } from '@shared/schedule/wire-times';
import { scenarioArb } from './support/arbitraries';

// docs/api.md "The original ShelterApp clients": the wire carries times on every timed entry, and they mean what the engine read.
describe('withWireTimes', () => {
  it('gives a timed entry without times the whole day, 12:00 AM–11:59 PM', () => {
    const entries: ScheduleEntry[] = [
      { type: 'DATE_RANGE', startDate: '11/26/2026', endDate: '11/27/2026' },
      { type: 'WEEKLY', day: 'MONDAY', startTime: null, endTime: '' },
      { type: 'MONTHLY', period: 'LAST', day: 'FRIDAY', startTime: '10:00 PM' },
    ];
    expect(withWireTimes(entries)).toEqual([
      { ...entries[0], startTime: '12:00 AM', endTime: '11:59 PM' },
      { ...entries[1], startTime: '12:00 AM', endTime: '11:59 PM' },
      { ...entries[2], startTime: '10:00 PM', endTime: '11:59 PM' },
    ]);
  });

  it('writes readable times as h:mm AM and leaves unreadable ones and other types alone', () => {
    const entries: ScheduleEntry[] = [
      { type: 'WEEKLY', day: 'TUESDAY', startTime: '08:00 am', endTime: '5:30PM' },
      { type: 'WEEKLY', day: 'TUESDAY', startTime: 'noon', endTime: '5:00 PM' },
      { type: 'FULL_DAY' },
      { type: 'PERMANENTLY_CLOSED' },
    ];
    expect(withWireTimes(entries)).toEqual([
      { ...entries[0], startTime: '8:00 AM', endTime: '5:30 PM' },
      entries[1],
      { type: 'FULL_DAY' },
      { type: 'PERMANENTLY_CLOSED' },
    ]);
  });

  it('never changes what the engine or the descriptions read', () => {
    // Scenarios drop times on about one entry in six (support/arbitraries.ts).
    fc.assert(
      fc.property(scenarioArb, ({ zone, now, service }) => {
        const wired = {
          ...service,
          schedules: withWireTimes(service.schedules ?? []),
          closeSchedules: withWireTimes(service.closeSchedules ?? []),
        };
        const at = new Date(now);
        expect(openStatus(wired, at, zone)).toEqual(openStatus(service, at, zone));
        expect(nextOpening(wired, at, zone)).toEqual(nextOpening(service, at, zone));
        for (const locale of ['en', 'es'] as const) {
          expect(describeSchedules(wired.schedules, locale)).toEqual(
            describeSchedules(service.schedules ?? [], locale),
          );
          expect(describeClosures(wired.closeSchedules, locale)).toEqual(
            describeClosures(service.closeSchedules ?? [], locale),
          );
        }
      }),
      { numRuns: 500, seed: 20_261_127 },
    );
  });
});
