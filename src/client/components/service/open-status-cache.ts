import { openStatus, type OpenStatus } from '@shared/schedule';
import type { OpenStatusService } from './open-status-text';

const cache = new WeakMap<OpenStatusService, { at: number; status: OpenStatus }>();

/**
 * The status of a service at an instant, remembered per record object: the lists keep a record's
 * object while it is unchanged, so a card drawn again (a search narrowing and widening) does not
 * run the schedule engine again within the same minute.
 */
export function cachedOpenStatus(service: OpenStatusService, at: number): OpenStatus {
  const hit = cache.get(service);
  if (hit?.at === at) return hit.status;
  const status = openStatus(service, new Date(at), service.timeZone);
  cache.set(service, { at, status });
  return status;
}
