import type { LocalService, RefugioDb } from './database';

/**
 * The services that carry a critical header, expired or not: the expiry is checked by the caller
 * with its minute clock, so the passing of time never re-reads IndexedDB. The schema has no index
 * on the flag (booleans cannot be IndexedDB keys), so this is one scan of the records; it runs
 * once per mirror change, not per render.
 */
export function loadCriticalHeaders(db: RefugioDb): Promise<LocalService[]> {
  return db.services.filter((service) => service.isCriticalHeader).toArray();
}
