import type { ServiceRecord } from '../../../../shared/sync/protocol';

/** Product-spec §9: at most 20 critical-header services. */
export const CRITICAL_HEADER_LIMIT = 20;

/** Still shown at `now`: never expires, or expires later (an unreadable expiry counts as gone). */
export function isCriticalActive(service: ServiceRecord, now: Date): boolean {
  if (!service.isCriticalHeader) return false;
  if (service.isCriticalNeverExpire) return true;
  if (!service.criticalExpiredAt) return false;
  const until = Date.parse(service.criticalExpiredAt);
  return Number.isFinite(until) && until > now.getTime();
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The banners of the carousel: the active ones, newest first, at most the limit. ISO instants and
 * ids compare by code units; localeCompare would build an ICU collator on a cold start for that.
 */
export function activeCriticalHeaders(
  services: readonly ServiceRecord[],
  now: Date,
  limit: number = CRITICAL_HEADER_LIMIT,
): ServiceRecord[] {
  return services
    .filter((service) => isCriticalActive(service, now))
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(a.id, b.id))
    .slice(0, limit);
}

/** The banner text in the UI language: Spanish when there is one, else the English text. */
export function criticalText(service: ServiceRecord, locale: string): string {
  if (locale === 'es' && service.criticalDescriptionEs) return service.criticalDescriptionEs;
  return service.criticalDescription ?? '';
}
