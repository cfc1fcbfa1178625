import fc from 'fast-check';
import type { ScheduleEntry, ScheduledService } from '@shared/schedule/types';
import { DAY, MINUTE, localOf, timeText } from './oracle';

export const ZONES = [
  'America/Denver',
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Anchorage',
  // Beyond the product's zones, to keep the zone code honest: a European DST and a 30-minute one.
  'Europe/London',
  'Australia/Lord_Howe',
] as const;

// Instants near DST transitions (US 2021/2024/2026, EU 2024, Lord Howe 2024), where bugs live.
const TRANSITIONS = [
  '2021-03-14T09:00:00Z',
  '2021-11-07T07:00:00Z',
  '2024-03-10T08:00:00Z',
  '2024-11-03T07:00:00Z',
  '2026-03-08T08:00:00Z',
  '2026-11-01T07:00:00Z',
  '2024-03-31T01:00:00Z',
  '2024-10-27T01:00:00Z',
  '2024-04-06T15:00:00Z',
  '2024-10-05T15:30:00Z',
].map((text) => Date.parse(text));

/** An instant: anywhere in 2020–2027 or within 3 days of a transition; half of them on a 5-minute mark. */
export const instantArb = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2027, 11, 31) }),
      fc
        .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -3 * DAY, max: 3 * DAY }))
        .map(([at, shift]) => at + shift),
    ),
    fc.boolean(),
  )
  // Schedule times are on 5-minute marks, so rounding makes `now` hit period edges exactly.
  .map(([instant, round]) => (round ? Math.floor(instant / (5 * MINUTE)) * 5 * MINUTE : instant));

const timeArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 287 }).map((i) => timeText(i * 5 * MINUTE)) },
  { weight: 1, arbitrary: fc.constantFrom('11:59 PM', '12:00 AM', '12:00 PM') },
);
const hoursArb = fc.option(fc.tuple(timeArb, timeArb), { nil: undefined, freq: 5 });
const dayArb = fc.constantFrom(
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
) satisfies fc.Arbitrary<ScheduleEntry['day']>;
const periodArb = fc.constantFrom(
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'LAST',
) satisfies fc.Arbitrary<ScheduleEntry['period']>;

/** An entry whose date range is given relative to "today", so ranges land near `now`. */
type EntrySpec =
  | { kind: 'weekly'; day: ScheduleEntry['day']; hours?: [string, string] }
  | {
      kind: 'monthly';
      day: ScheduleEntry['day'];
      period: ScheduleEntry['period'];
      hours?: [string, string];
    }
  | { kind: 'range'; from: number; length: number; hours?: [string, string] }
  | { kind: 'full' };

const weeklySpec = fc.record({
  kind: fc.constant('weekly' as const),
  day: dayArb,
  hours: hoursArb,
});
const monthlySpec = fc.record({
  kind: fc.constant('monthly' as const),
  day: dayArb,
  period: periodArb,
  hours: hoursArb,
});
const rangeSpec = fc.record({
  kind: fc.constant('range' as const),
  from: fc.integer({ min: -10, max: 40 }),
  length: fc.integer({ min: 0, max: 10 }),
  hours: hoursArb,
});

const openSpec: fc.Arbitrary<EntrySpec> = fc.oneof(
  { weight: 6, arbitrary: weeklySpec },
  { weight: 2, arbitrary: monthlySpec },
  { weight: 2, arbitrary: rangeSpec },
  { weight: 1, arbitrary: fc.constant({ kind: 'full' as const }) },
);
const closedSpec: fc.Arbitrary<EntrySpec> = fc.oneof(weeklySpec, monthlySpec, rangeSpec);

export interface Scenario {
  readonly zone: string;
  readonly now: number;
  readonly service: ScheduledService;
}

function dateText(day: number): string {
  const date = new Date(day * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

function build(spec: EntrySpec, today: number): ScheduleEntry {
  if (spec.kind === 'full') return { type: 'FULL_DAY' };
  const times = spec.hours ? { startTime: spec.hours[0], endTime: spec.hours[1] } : {};
  if (spec.kind === 'weekly') return { type: 'WEEKLY', day: spec.day, ...times };
  if (spec.kind === 'monthly')
    return { type: 'MONTHLY', day: spec.day, period: spec.period, ...times };
  const first = today + spec.from;
  return {
    type: 'DATE_RANGE',
    startDate: dateText(first),
    endDate: dateText(first + spec.length),
    ...times,
  };
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    now: instantArb,
    open: fc.array(openSpec, { minLength: 1, maxLength: 6 }),
    closed: fc.array(closedSpec, { maxLength: 3 }),
  })
  .map(({ zone, now, open, closed }) => {
    const today = Math.floor(localOf(now, zone) / DAY);
    return {
      zone,
      now,
      service: {
        schedules: open.map((spec) => build(spec, today)),
        closeSchedules: closed.map((spec) => build(spec, today)),
      },
    };
  });
