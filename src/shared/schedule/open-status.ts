import { compileService } from './compile-service';
import { findPeriods } from './find-periods';
import type { OpenStatus } from './open-status-types';
import { openStatusText } from './open-status-text';
import { MONTH_PERIODS, type ScheduledService } from './types';
import { wallClockOfLocal } from './wall-clock';
import { DAY_MS, MINUTE_MS, zoneClock } from './zone-clock';

export type { OpenStatus } from './open-status-types';
export { openStatusText };

const WEEK_DAYS = 7;

/**
 * The one open/closed engine (docs/spec/open-status.md) used by the list, the detail page, the map pins, the
 * open-now filter on client and server, and the chatbot. Everything is evaluated in the service's
 * `timeZone`; the viewer's and the machine's zones never matter.
 */
export function openStatus(service: ScheduledService, now: Date, timeZone: string): OpenStatus {
  const shape = compileService(service);
  if (shape.kind !== 'scheduled') return shape;
  const clock = zoneClock(timeZone);
  const instant = now.getTime();
  const found = findPeriods(shape.schedule, clock, instant, false);
  const nowLocal = clock.toLocal(instant);
  if (found.currentEnd !== null) {
    const until = found.currentEnd;
    // "Open without a break for the next 7 days": 7 calendar days in the zone, not 168 hours.
    if (until >= clock.toInstant(nowLocal + WEEK_DAYS * DAY_MS)) return { kind: 'open-24-7' };
    const untilLocal = clock.toLocal(until);
    // A period ending at midnight prints as 11:59 PM of the day before it (docs/spec/open-status.md).
    const shownLocal = untilLocal % DAY_MS === 0 ? untilLocal - MINUTE_MS : untilLocal;
    return {
      kind: 'open-until',
      until: new Date(until),
      shownUntil: wallClockOfLocal(shownLocal),
      withinDay: until - instant < DAY_MS,
    };
  }
  if (found.nextStart === null) return { kind: 'closed' };
  const nextLocal = clock.toLocal(found.nextStart);
  return {
    kind: 'closed-until',
    next: new Date(found.nextStart),
    shownNext: wallClockOfLocal(nextLocal),
    daysAhead: Math.floor(nextLocal / DAY_MS) - Math.floor(nowLocal / DAY_MS),
    monthly: MONTH_PERIODS[found.nextMonthly] ?? null,
  };
}

/**
 * The open-now test of the server filter and the client toggle: true exactly when the English text
 * starts with "Open", so contact-only and permanently closed services are never open.
 */
export function isOpenAt(service: ScheduledService, now: Date, timeZone: string): boolean {
  const kind = openStatus(service, now, timeZone).kind;
  return kind === 'open-24-7' || kind === 'open-until';
}
