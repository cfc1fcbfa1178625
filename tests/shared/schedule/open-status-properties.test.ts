import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOpening } from '@shared/schedule/next-opening';
import { isOpenAt, openStatus, openStatusText } from '@shared/schedule/open-status';
import { scenarioArb, type Scenario } from './support/arbitraries';
import {
  DAY,
  MINUTE,
  edgeInstants,
  instantOfLocal,
  localOf,
  oracleIsOpen,
  runsOn,
  timeText,
} from './support/oracle';

const RUNS = { numRuns: 1000, seed: 20_210_301 };
// A thousand runs take about a second each here; the margin is for a busy CI machine.
const TIMEOUT = 60_000;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = {
  FIRST: '1st',
  SECOND: '2nd',
  THIRD: '3rd',
  FOURTH: '4th',
  FIFTH: '5th',
  LAST: 'Last',
};
// Edges are checked on at most this many days after now (beyond, random samples only).
const EDGE_DAYS = 16;

const dayOf = (instant: number, zone: string) => Math.floor(localOf(instant, zone) / DAY);
const dayName = (localMs: number) => DAY_NAMES[new Date(localMs).getUTCDay()];
const allEntries = ({ service }: Scenario) => [
  ...(service.schedules ?? []),
  ...(service.closeSchedules ?? []),
];

/** Instants where the state may change within [from, to), plus a few random ones. */
function checkpoints(s: Scenario, from: number, to: number, fractions: number[]): number[] {
  const lastDay = Math.min(dayOf(to, s.zone), dayOf(from, s.zone) + EDGE_DAYS);
  const edges = edgeInstants(allEntries(s), dayOf(from, s.zone), lastDay, s.zone);
  const random = fractions.map((f) => from + Math.floor(f * (to - from)));
  return [from, to - 1, ...edges, ...random].filter((t) => t >= from && t < to);
}

const fractionsArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
  minLength: 3,
  maxLength: 6,
});

describe('openStatus against the independent oracle (fast-check)', () => {
  it(
    'isOpenAt agrees with the English text and with the rules at random instants',
    () => {
      fc.assert(
        fc.property(scenarioArb, (s) => {
          const now = new Date(s.now);
          const text = openStatusText(openStatus(s.service, now, s.zone), 'en');
          const open = isOpenAt(s.service, now, s.zone);
          expect(open).toBe(text.startsWith('Open'));
          expect(open).toBe(oracleIsOpen(s.service, s.now, s.zone));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    '"Open till T" is open from now until T, closed at T, and prints T',
    () => {
      fc.assert(
        fc.property(scenarioArb, fractionsArb, (s, fractions) => {
          const status = openStatus(s.service, new Date(s.now), s.zone);
          if (status.kind === 'open-24-7') {
            const weekLater = instantOfLocal(localOf(s.now, s.zone) + 7 * DAY, s.zone);
            for (const t of checkpoints(s, s.now, weekLater, fractions)) {
              expect(oracleIsOpen(s.service, t, s.zone), new Date(t).toISOString()).toBe(true);
            }
            return;
          }
          if (status.kind !== 'open-until') return;
          const until = status.until.getTime();
          for (const t of checkpoints(s, s.now, until, fractions)) {
            expect(oracleIsOpen(s.service, t, s.zone), new Date(t).toISOString()).toBe(true);
          }
          expect(oracleIsOpen(s.service, until, s.zone)).toBe(false);
          expect(until).toBeLessThan(instantOfLocal(localOf(s.now, s.zone) + 7 * DAY, s.zone));
          const local = localOf(until, s.zone);
          const shown = local % DAY === 0 ? local - MINUTE : local;
          const time = timeText(local, true);
          const expected =
            until - s.now < DAY ? `Open till ${time}` : `Open till ${dayName(shown)} ${time}`;
          expect(openStatusText(status, 'en')).toBe(expected);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    '"Closed … T" is closed from now until T, open at T, and words the day distance',
    () => {
      fc.assert(
        fc.property(scenarioArb, fractionsArb, (s, fractions) => {
          const status = openStatus(s.service, new Date(s.now), s.zone);
          const text = openStatusText(status, 'en');
          if (status.kind === 'closed') {
            const horizon = s.now + 400 * DAY;
            for (const t of checkpoints(s, s.now, horizon, fractions)) {
              expect(oracleIsOpen(s.service, t, s.zone), new Date(t).toISOString()).toBe(false);
            }
            return;
          }
          if (status.kind !== 'closed-until') return;
          const next = status.next.getTime();
          for (const t of checkpoints(s, s.now, next, fractions)) {
            expect(oracleIsOpen(s.service, t, s.zone), new Date(t).toISOString()).toBe(false);
          }
          expect(oracleIsOpen(s.service, next, s.zone)).toBe(true);
          expect(nextOpening(s.service, new Date(s.now), s.zone)?.getTime()).toBe(next);

          const local = localOf(next, s.zone);
          const time = timeText(local);
          const days = dayOf(next, s.zone) - dayOf(s.now, s.zone);
          expect(status.daysAhead).toBe(days);
          if (status.monthly) {
            const entry = (s.service.schedules ?? []).find(
              (e) =>
                e.type === 'MONTHLY' &&
                e.period === status.monthly &&
                runsOn(e, Math.floor(local / DAY)),
            );
            expect(entry).toBeDefined();
            expect(text).toBe(`Closed until ${ORDINALS[status.monthly]} ${dayName(local)} ${time}`);
            return;
          }
          const date = new Date(local);
          const mmddyyyy = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
          const expected =
            days === 0
              ? `Closed till ${time}`
              : days === 1
                ? `Closed until ${time} tomorrow`
                : days < 7
                  ? `Closed until ${dayName(local)} ${time}`
                  : days === 7
                    ? `Closed till next ${dayName(local)} ${time}`
                    : `Closed until ${mmddyyyy} ${time}`;
          expect(text).toBe(expected);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'nextOpening while open is the start of a later period, after a closed stretch',
    () => {
      fc.assert(
        fc.property(scenarioArb, (s) => {
          const status = openStatus(s.service, new Date(s.now), s.zone);
          if (status.kind !== 'open-until') return;
          const next = nextOpening(s.service, new Date(s.now), s.zone);
          if (next === null) return;
          expect(next.getTime()).toBeGreaterThan(status.until.getTime());
          expect(oracleIsOpen(s.service, next.getTime(), s.zone)).toBe(true);
          expect(oracleIsOpen(s.service, next.getTime() - 1, s.zone)).toBe(false);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
