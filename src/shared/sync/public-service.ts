import type { ScheduleEntry } from '@shared/schedule/types';

type Visibility = { isApproved: boolean; closeSchedules: readonly ScheduleEntry[] };

/** Any PERMANENTLY_CLOSED entry closes a service for good (docs/spec/open-status.md, Periods 3). */
export const isPermanentlyClosed = (service: Pick<Visibility, 'closeSchedules'>): boolean =>
  service.closeSchedules.some((entry) => entry.type === 'PERMANENTLY_CLOSED');

/**
 * Whether a service belongs to the public mirror: approved and not closed for good. The server's
 * sync sends the others as deletes; the client stores nothing else (docs/sync.md).
 */
export const isPublicService = (service: Visibility): boolean =>
  service.isApproved && !isPermanentlyClosed(service);
