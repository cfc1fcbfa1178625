import { RuleList } from './compile-list';
import type { ScheduledService } from './types';

export interface CompiledSchedule {
  readonly open: RuleList;
  readonly closed: RuleList;
}

/** What a service's entries say before any clock is read. */
export type ScheduleShape =
  | { readonly kind: 'contact' }
  | { readonly kind: 'permanently-closed' }
  | { readonly kind: 'none' }
  | { readonly kind: 'scheduled'; readonly schedule: CompiledSchedule };

const CONTACT = { kind: 'contact' } as const;
const PERMANENTLY_CLOSED = { kind: 'permanently-closed' } as const;
const NONE = { kind: 'none' } as const;
const SCHEDULED = {
  kind: 'scheduled',
  schedule: { open: new RuleList(), closed: new RuleList() },
} as const;

/**
 * Precedence follows the order of the text table in docs/spec/open-status.md: contact-only first, then any
 * PERMANENTLY_CLOSED entry (in either list: "any … closes the service for good", Periods 3), then "no
 * opening entries" (entries that cannot be read do not count as entries).
 *
 * The returned schedule is shared scratch, refilled by the next call: use it before compiling
 * another service (the engine is synchronous, so every caller does).
 */
export function compileService(service: ScheduledService): ScheduleShape {
  if (service.isContact) return CONTACT;
  const { open, closed } = SCHEDULED.schedule;
  open.read(service.schedules);
  closed.read(service.closeSchedules);
  if (open.closedForGood || closed.closedForGood) return PERMANENTLY_CLOSED;
  return open.length === 0 ? NONE : SCHEDULED;
}
