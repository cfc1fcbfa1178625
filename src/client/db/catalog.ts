// Reads of the service mirror for the lists (docs/sync.md, "Reading fast"): the compact index for
// filtering and ordering everything in memory, the search text only once the person searches, and
// whole records only for the rows on screen.
import {
  packServiceIndex,
  unpackServiceIndex,
  type ServiceIndexPack,
} from '../../shared/sync/service-index';
import type {
  LocalMeta,
  LocalService,
  RefugioDb,
  ServiceIndexEntry,
  ServiceTextEntry,
} from './database';
import { criticalHeadersOf } from './critical-headers';

/** A preload older than this is not used: the mirror may have changed since. */
const PRELOAD_FRESH_MS = 10_000;

/**
 * What the home screen draws from, read together so it is drawn together: the critical-header
 * banners above the tools arrive in the same render as the list, never after it (a banner that
 * came later moved the search field down as the person reached for it).
 */
export interface IndexSnapshot {
  rows: ServiceIndexEntry[];
  /**
   * The services whose critical header shows at the read, newest first (critical-headers.ts);
   * the caller's clock checks the expiry again.
   */
  critical: LocalService[];
  /** A whole pull has completed at least once: an empty mirror is then really empty. */
  synced: boolean;
}

interface IndexRead extends IndexSnapshot {
  /** The mirror's cursor when the rows were read: they are current while it is unchanged. */
  cursor: string | null;
}
let preloaded: { db: RefugioDb; at: number; read: Promise<IndexRead> } | null = null;

const cursorOf = (row: LocalMeta | undefined) => (row ? String(row.value) : null);

/**
 * The index from its pack when the pack was made at the mirror's cursor (a few milliseconds),
 * else from the table (most of a second for 19,000 rows on a slow phone). Two round trips to
 * IndexedDB on a cold start: the meta rows, then the pack and the banners' records together.
 */
async function readIndex(db: RefugioDb): Promise<IndexRead> {
  const [cursorRow, packedAt, lastSync, criticalHeads, criticalIds] = await db.meta.bulkGet([
    'cursor',
    'indexPackCursor',
    'lastSyncAt',
    'criticalHeads',
    'criticalIds',
  ]);
  const cursor = cursorOf(cursorRow);
  const synced = lastSync !== undefined;
  const critical = criticalHeadersOf(db, criticalHeads?.value, criticalIds?.value);
  if (cursor !== null && cursorOf(packedAt) === cursor) {
    const pack = (await db.meta.get('indexPack'))?.value as ServiceIndexPack | undefined;
    if (pack?.cursor === cursor)
      return { cursor, rows: unpackServiceIndex(pack), critical: await critical, synced };
  }
  const [rows, headers] = await Promise.all([db.serviceIndex.toArray(), critical]);
  return { cursor, rows, critical: headers, synced };
}

/**
 * Starts reading the index before the home screen first renders (main.tsx): on a cold start
 * that read is most of the wait for the first rows.
 */
export function preloadServiceIndex(db: RefugioDb): void {
  preloaded ??= {
    db,
    at: Date.now(),
    read: db
      .transaction('r', [db.meta, db.serviceIndex, db.services], () => readIndex(db))
      .then((read) => (performance.mark('refugio:index'), read)),
  };
}

/**
 * Every compact index row (what the home list filters and sorts in memory) and the critical
 * headers. Run inside a live query, which then watches the cursor (every page the sync stores
 * moves it), the pack, and the table when the rows came from it. A fresh preload made at the same
 * cursor is used once.
 */
export async function loadServiceIndex(db: RefugioDb): Promise<IndexSnapshot> {
  const early = preloaded;
  preloaded = null;
  if (early?.db === db && Date.now() - early.at < PRELOAD_FRESH_MS) {
    // The cursor is read first, inside the live query's zone; the outside promise is then
    // awaited the way Dexie asks (Promise.resolve).
    const cursor = cursorOf(await db.meta.get('cursor'));
    const read = await Promise.resolve(early.read);
    if (read.cursor === cursor) return read;
  }
  // One transaction: the rows and the banners are of the same stored page, never of two.
  return db.transaction('r', [db.meta, db.serviceIndex, db.services], () => readIndex(db));
}

/**
 * Packs the index at the current cursor (after a pull that changed the mirror, or when the pack
 * is missing or stale). Stored only if no page was stored meanwhile.
 */
export async function refreshIndexPack(db: RefugioDb): Promise<void> {
  const { cursor, rows, current } = await db.transaction(
    'r',
    [db.meta, db.serviceIndex],
    async () => {
      const [cursorRow, packedAt] = await db.meta.bulkGet(['cursor', 'indexPackCursor']);
      const at = cursorOf(cursorRow);
      if (at === null || cursorOf(packedAt) === at) return { cursor: at, rows: [], current: true };
      return { cursor: at, rows: await db.serviceIndex.toArray(), current: false };
    },
  );
  if (current || cursor === null) return;
  const pack = packServiceIndex(rows, cursor);
  await db.transaction('rw', db.meta, async () => {
    if (cursorOf(await db.meta.get('cursor')) !== cursor) return;
    await db.meta.bulkPut([
      { name: 'indexPack', value: pack },
      { name: 'indexPackCursor', value: cursor },
    ]);
  });
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
