import type { ServiceRecord } from '@shared/sync/protocol';
import { newestFirst } from '@shared/sync/service-index';
import { criticalHeadOf } from '@client/db/critical-headers';

/** docs/spec/product-spec.md §9: at most 20 critical-header services. */
export const CRITICAL_HEADER_LIMIT = 20;

/** Still shown at `now`: never expires, or expires later (an unreadable expiry counts as gone). */
export function isCriticalActive(service: ServiceRecord, now: Date): boolean {
  const head = criticalHeadOf(service);
  return head !== null && (head.until === null || head.until > now.getTime());
}

/** The banners of the carousel: the active ones, newest first, at most the limit. */
export function activeCriticalHeaders(
  services: readonly ServiceRecord[],
  now: Date,
  limit: number = CRITICAL_HEADER_LIMIT,
): ServiceRecord[] {
  return services
    .filter((service) => isCriticalActive(service, now))
    .sort(newestFirst)
    .slice(0, limit);
}

/** The banner text in the UI language: Spanish when there is one, else the English text. */
export function criticalText(service: ServiceRecord, locale: string): string {
  if (locale === 'es' && service.criticalDescriptionEs) return service.criticalDescriptionEs;
  return service.criticalDescription ?? '';
}
