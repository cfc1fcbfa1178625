// Reads of the service mirror for the lists (docs/sync.md, "Reading fast"): the compact index for
// filtering and ordering everything in memory, the search text only once the person searches, and
// whole records only for the rows on screen.
import type { RefugioDb, LocalService, ServiceIndexEntry, ServiceTextEntry } from './database';

/** A preload older than this is not used: the mirror may have changed since. */
const PRELOAD_FRESH_MS = 10_000;
let preloaded: { db: RefugioDb; at: number; rows: Promise<ServiceIndexEntry[]> } | null = null;

/**
 * Starts reading the index before the home screen first renders (its route module calls this on
 * import): on a cold start that read is most of the wait for the first rows.
 */
export function preloadServiceIndex(db: RefugioDb): void {
  preloaded ??= { db, at: Date.now(), rows: db.serviceIndex.toArray() };
}

/**
 * Every compact index row: what the home list filters and sorts in memory. Run inside a live
 * query: a fresh preload is used once, and the table is counted so the live query still watches
 * it (and a count that differs from the preload means a read again).
 */
export async function loadServiceIndex(db: RefugioDb): Promise<ServiceIndexEntry[]> {
  const early = preloaded;
  preloaded = null;
  if (early?.db === db && Date.now() - early.at < PRELOAD_FRESH_MS) {
    // count() first, inside the live query's zone; the outside promise is then awaited the way
    // Dexie asks (Promise.resolve), so the read below is still watched.
    const counting = db.serviceIndex.count();
    const rows = await Promise.resolve(early.rows);
    if (rows.length === (await counting)) return rows;
  }
  return db.serviceIndex.toArray();
}

/** The folded search text of every service (loaded when the person first types a search). */
export function loadServiceText(db: RefugioDb): Promise<ServiceTextEntry[]> {
  return db.serviceText.toArray();
}

/** The whole records of these ids, in the same order; ids no longer mirrored are left out. */
export async function loadServices(db: RefugioDb, ids: readonly string[]): Promise<LocalService[]> {
  const rows = await db.services.bulkGet([...ids]);
  return rows.filter((row): row is LocalService => row !== undefined);
}

/**
 * The favorite services, newest favorite first. A favorite whose service left the mirror is kept
 * (it may come back, and the account still lists it) but shows nothing.
 */
export async function loadFavoriteServices(db: RefugioDb): Promise<LocalService[]> {
  const favorites = await db.favorites.orderBy('addedAt').reverse().toArray();
  return loadServices(
    db,
    favorites.map((f) => f.serviceId),
  );
}

/** Whether the mirror holds no service at all yet (a first sync has not stored any). */
export async function isCatalogEmpty(db: RefugioDb): Promise<boolean> {
  return (await db.serviceIndex.count()) === 0;
}
