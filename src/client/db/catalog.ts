// Reads of the service mirror for the lists (docs/sync.md, "Reading fast"): the compact index for
// filtering and ordering everything in memory, the search text only once the person searches, and
// whole records only for the rows on screen.
import { unpackServiceIndex, type ServiceIndexPack } from '@shared/sync/service-index';
import { textEntriesOf } from '@shared/sync/service-text-parts';
import type {
  LocalMeta,
  LocalService,
  RefugioDb,
  ServiceIndexEntry,
  ServiceTextEntry,
  ServiceTextPart,
} from './database';
import { criticalHeadersOf } from './critical-headers';
import { asMirror, type Mirror, type MirrorSource, type MirrorTx } from './mirror';
import { getServices, SERVICES_STORE } from './service-records';

/**
 * A read older than this is not used again, even at the same cursor: the banners it chose were
 * those showing at its time.
 */
const READ_FRESH_MS = 10_000;

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

export interface IndexRead extends IndexSnapshot {
  /** The mirror's cursor when the rows were read: they are current while it is unchanged. */
  cursor: string | null;
  /** When, and whether without Dexie (db/watch-mirror.ts). */
  at: number;
  early: boolean;
}

/**
 * The preload of main.tsx, which the first read of the same database at the same cursor takes
 * over once while fresh.
 */
let preloaded: { name: string; read: Promise<IndexRead> } | null = null;

const cursorOf = (row: LocalMeta | undefined) => (row ? String(row.value) : null);

const INDEX_TABLES = ['meta', SERVICES_STORE] as const;

/**
 * The index from its pack (a few milliseconds for 19,000 services; kept by every page's
 * transaction, service-lists.ts). Two round trips to IndexedDB on a cold start: the meta rows,
 * then the pack and the banners' records together.
 */
async function readIndex(tx: MirrorTx, early: boolean): Promise<IndexRead> {
  const [cursorRow, lastSync, criticalHeads, criticalIds] = await tx.get<LocalMeta>('meta', [
    'cursor',
    'lastSyncAt',
    'criticalHeads',
    'criticalIds',
  ]);
  const cursor = cursorOf(cursorRow);
  const read = { cursor, synced: lastSync !== undefined, at: Date.now(), early };
  const [[packRow], critical] = await Promise.all([
    cursor === null ? [undefined] : tx.get<LocalMeta>('meta', ['indexPack']),
    criticalHeadersOf(tx, criticalHeads?.value, criticalIds?.value),
  ]);
  const pack = packRow?.value as ServiceIndexPack | undefined;
  return { ...read, rows: pack ? unpackServiceIndex(pack) : [], critical };
}

/** One transaction: the rows and the banners are of the same stored page, never of two. */
const readIndexOnce = (mirror: Mirror) =>
  mirror.read(INDEX_TABLES, (tx) => readIndex(tx, mirror.early));

/**
 * Starts reading the index before the home screen first renders (main.tsx; without Dexie there):
 * on a cold start that read is most of the wait for the first rows.
 */
export function preloadServiceIndex(source: MirrorSource): void {
  const mirror = asMirror(source);
  if (preloaded?.name === mirror.name) return;
  const read = readIndexOnce(mirror);
  preloaded = { name: mirror.name, read };
  void read.then(() => performance.mark('refugio:index')).catch(() => undefined);
}

/**
 * Every compact index row (what the home list filters and sorts in memory) and the critical
 * headers. Run inside a live query, which then watches the cursor (every page the sync stores
 * moves it), the pack, and the table when the rows came from it. A fresh read at the same cursor
 * is taken over instead of reading again (the same object, so nothing renders again): the preload,
 * once, and `last`, the rows the screen has, when they were read without Dexie and this is the
 * live query that follows (db/watch-mirror.ts).
 */
export async function loadServiceIndex(
  source: MirrorSource,
  last?: IndexSnapshot,
): Promise<IndexSnapshot> {
  const mirror = asMirror(source);
  const early = preloaded?.name === mirror.name ? preloaded.read : null;
  if (early) preloaded = null;
  const handed = !mirror.early && last && 'early' in last && (last as IndexRead).early;
  const candidate = early ?? (handed ? Promise.resolve(last as IndexRead) : null);
  if (candidate) {
    // The cursor is read first, inside the live query's zone; the outside promise is then
    // awaited the way Dexie asks (Promise.resolve).
    const [cursorRow] = await mirror.read(['meta'], (tx) => tx.get<LocalMeta>('meta', ['cursor']));
    const read = await Promise.resolve(candidate).catch(() => null);
    if (read && read.cursor === cursorOf(cursorRow) && Date.now() - read.at < READ_FRESH_MS)
      return read;
  }
  return readIndexOnce(mirror);
}

/** The folded search text of every service (loaded when the person first types a search). */
export async function loadServiceText(source: MirrorSource): Promise<ServiceTextEntry[]> {
  const parts = await asMirror(source).read(['serviceTextParts'], (tx) =>
    tx.all<ServiceTextPart>('serviceTextParts'),
  );
  return textEntriesOf(parts);
}

/** The whole records of these ids, in the same order; ids no longer mirrored are left out. */
export async function loadServices(
  source: MirrorSource,
  ids: readonly string[],
): Promise<LocalService[]> {
  const rows = await getServices(source, ids);
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
  const pack = (await db.meta.get('indexPack'))?.value as ServiceIndexPack | undefined;
  return (pack?.count ?? 0) === 0;
}
