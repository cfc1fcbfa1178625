// Times the open/closed engine the way a list render uses it: one `now`, many services, each in its
// own zone. Prints numbers only (docs/spec/conventions.md: benchmarks are scripts, never timed assertions).
// Run: npm run bench:status
import { performance } from 'node:perf_hooks';
import { openStatus, openStatusText } from '../src/shared/schedule/open-status';
import type { DayOfWeek, ScheduleEntry, ScheduledService } from '../src/shared/schedule/types';
import { DAYS_OF_WEEK, MONTH_PERIODS } from '../src/shared/schedule/types';

const SERVICE_COUNT = 20_000;
const RUNS = 5;
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
] as const;

/** Deterministic PRNG (mulberry32) so every run measures the same services. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20_260_301);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const time = (hour: number, minute = 0): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
const weekly = (day: DayOfWeek, from: number, to: number): ScheduleEntry => ({
  type: 'WEEKLY',
  day,
  startTime: time(from),
  endTime: to === 24 ? '11:59 PM' : time(to % 24),
});
const date = (month: number, day: number): string =>
  `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/2026`;
const WEEKDAYS = DAYS_OF_WEEK.slice(0, 5);

function demoService(): ScheduledService {
  const roll = next();
  const schedules: ScheduleEntry[] = [];
  const closeSchedules: ScheduleEntry[] = [];
  if (roll < 0.05) return { schedules, closeSchedules, isContact: true };
  if (roll < 0.1) schedules.push({ type: 'FULL_DAY' });
  else if (roll < 0.45) {
    // Weekday split shifts, like a food bank: 9–12 and 1–5.
    for (const day of WEEKDAYS) schedules.push(weekly(day, 9, 12), weekly(day, 13, 17));
  } else if (roll < 0.6) {
    // Overnight shelter: 7 PM–7 AM every day, or 8 PM–11:59 PM plus 12 AM–8 AM.
    for (const day of DAYS_OF_WEEK) schedules.push(weekly(day, 19, 7));
  } else if (roll < 0.75) {
    schedules.push({
      type: 'MONTHLY',
      period: pick(MONTH_PERIODS),
      day: pick(DAYS_OF_WEEK),
      startTime: time(17),
      endTime: time(20),
    });
    schedules.push(weekly(pick(WEEKDAYS), 10, 14));
  } else if (roll < 0.85) {
    const month = 1 + Math.floor(next() * 12);
    schedules.push({
      type: 'DATE_RANGE',
      startDate: date(month, 1),
      endDate: date(month, 20),
      startTime: time(8),
      endTime: time(16),
    });
  } else {
    for (const day of DAYS_OF_WEEK) schedules.push(weekly(day, 6 + Math.floor(next() * 4), 24));
  }
  if (next() < 0.3)
    closeSchedules.push({ type: 'DATE_RANGE', startDate: date(11, 26), endDate: date(11, 27) });
  if (next() < 0.1) closeSchedules.push(weekly(pick(WEEKDAYS), 12, 13));
  if (next() < 0.02) closeSchedules.push({ type: 'PERMANENTLY_CLOSED' });
  return { schedules, closeSchedules };
}

const services = Array.from({ length: SERVICE_COUNT }, () => ({
  service: demoService(),
  zone: pick(ZONES),
}));
// A Monday morning in the week of the Thanksgiving closure, so closures take part.
const now = new Date('2026-11-23T16:30:00Z');

interface Run {
  readonly wallMs: number;
  /** CPU time of this process: less sensitive than wall time to other work on a shared machine. */
  readonly cpuMs: number;
}

function runOnce(): Run {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let length = 0;
  for (const { service, zone } of services) {
    length += openStatusText(openStatus(service, now, zone), 'en').length;
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (length === 0) throw new Error('no status text was produced');
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const perService = (ms: number): string => `${((ms * 1000) / SERVICE_COUNT).toFixed(2)} µs`;

// The first run is cold: JIT, Intl formatters, per-zone day tables and pools get built.
const warmUp = runOnce();
const runs = Array.from({ length: RUNS }, runOnce);
const wall = median(runs.map((run) => run.wallMs));
const cpu = median(runs.map((run) => run.cpuMs));

// What the services say at `now`, to show the run exercises every kind of status.
const kinds = new Map<string, number>();
for (const { service, zone } of services) {
  const kind = openStatus(service, now, zone).kind;
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}

console.log(
  `openStatusText(openStatus(…), 'en') for ${SERVICE_COUNT} services in ${ZONES.length} zones`,
);
console.log(`statuses: ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
console.log(`cold first run: ${warmUp.wallMs.toFixed(1)} ms`);
console.log(`warm runs (ms): ${runs.map((run) => run.wallMs.toFixed(1)).join(', ')}`);
console.log(`median: ${wall.toFixed(1)} ms wall (${perService(wall)} per service)`);
console.log(`median: ${cpu.toFixed(1)} ms CPU (${perService(cpu)} per service)`);
