import { compileService } from './compile-service';
import { findPeriods } from './find-periods';
import type { ScheduledService } from './types';
import { zoneClock } from './zone-clock';

/**
 * The start of the first open period that begins strictly after `now` (closures and merges
 * applied, searched up to 400 days ahead), or null when there is none. When the service is open now
 * this is when it opens again after the current period ends; contact-only, permanently closed and
 * schedule-less services have none.
 */
export function nextOpening(service: ScheduledService, now: Date, timeZone: string): Date | null {
  const shape = compileService(service);
  if (shape.kind !== 'scheduled') return null;
  const found = findPeriods(shape.schedule, zoneClock(timeZone), now.getTime(), true);
  return found.nextStart === null ? null : new Date(found.nextStart);
}
