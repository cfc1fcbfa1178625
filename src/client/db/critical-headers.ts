import type { LocalService, RefugioDb } from './database';

/**
 * The services that carry a critical header, expired or not: the expiry is checked by the caller
 * with its minute clock, so the passing of time never re-reads IndexedDB. The pull keeps their ids
 * in `meta.criticalIds` (sync/pull.ts), so this reads a handful of records; a mirror stored
 * before that list existed is scanned instead (booleans cannot be IndexedDB keys), until its next
 * pull.
 */
export async function loadCriticalHeaders(db: RefugioDb): Promise<LocalService[]> {
  return criticalHeadersOf(db, (await db.meta.get('criticalIds'))?.value);
}

/** The same, from the value of `meta.criticalIds` already read with other meta rows. */
export async function criticalHeadersOf(db: RefugioDb, ids: unknown): Promise<LocalService[]> {
  if (!Array.isArray(ids))
    return db.services.filter((service) => service.isCriticalHeader).toArray();
  const rows = await db.services.bulkGet(ids);
  return rows.filter((row): row is LocalService => row !== undefined);
}
