// Reads of the offline mirror that do not need Dexie (docs/sync.md, "Reading fast"): the first
// screen reads what it draws through IndexedDB itself, and Dexie (~31 KiB gzipped, most of a
// second of a slow phone's start to fetch and compile) is loaded after the first content, with the
// live queries that keep the screens current (watch-mirror.ts). A read is written once, against
// `Mirror`, and runs on either.
import type { Table } from 'dexie';
import type { RefugioDb } from './database';

/** A store of the mirror's schema (src/shared/sync/local-schema.ts). */
export type MirrorTable =
  | 'serviceParts'
  | 'serviceTextParts'
  | 'managedShelters'
  | 'favorites'
  | 'kudos'
  | 'outbox'
  | 'meta';

/** A row's primary key: a name, an id, or a part's number. */
export type MirrorKey = string | number;

/** The reads of one read-only transaction. A store the database does not have yet is empty. */
export interface MirrorTx {
  /** The rows of these primary keys, in order; undefined where there is none. */
  get<T>(table: MirrorTable, keys: readonly MirrorKey[]): Promise<(T | undefined)[]>;
  all<T>(table: MirrorTable): Promise<T[]>;
}

export interface Mirror {
  /** The database's name. */
  readonly name: string;
  /** Reads without Dexie, made before it is loaded (watch-mirror.ts). */
  readonly early: boolean;
  /** Runs `reads` in one read-only transaction over `tables`. */
  read<T>(tables: readonly MirrorTable[], reads: (tx: MirrorTx) => Promise<T>): Promise<T>;
}

/** Either the page's Dexie database or a Mirror (the callers that hold a database pass it). */
export type MirrorSource = Mirror | RefugioDb;

const dexieMirrors = new WeakMap<RefugioDb, Mirror>();

/** The reads through Dexie, in its current transaction if any (a live query sees them). */
export const dexieTx = (db: RefugioDb): MirrorTx => {
  // The database's own table objects (db.table(name) gives others, which tests cannot spy on).
  const tables = db as unknown as Record<MirrorTable, Table<unknown, MirrorKey>>;
  return {
    get: async <T>(table: MirrorTable, keys: readonly MirrorKey[]) =>
      (await tables[table].bulkGet([...keys])) as (T | undefined)[],
    all: async <T>(table: MirrorTable) => (await tables[table].toArray()) as T[],
  };
};

/** The same reads through Dexie, so a live query sees which rows they touched. */
export function asMirror(source: MirrorSource): Mirror {
  if (!('tables' in source)) return source;
  const db = source;
  let mirror = dexieMirrors.get(db);
  if (!mirror) {
    const tx = dexieTx(db);
    mirror = {
      name: db.name,
      early: false,
      read: (tables, reads) => db.transaction('r', [...tables], () => reads(tx)),
    };
    dexieMirrors.set(db, mirror);
  }
  return mirror;
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/**
 * The database as it is, or null when there is none yet (a first visit): opening without a
 * version never creates or upgrades it — a new one is abandoned in its upgrade, so Dexie creates
 * it later with its schema. The connection closes when another asks for a new version (Dexie's
 * upgrade), so it never blocks one.
 */
export function openExisting(name: string, factory: IDBFactory = indexedDB) {
  return new Promise<IDBDatabase | null>((resolve, reject) => {
    let created = false;
    const open = factory.open(name);
    open.onupgradeneeded = () => {
      created = true;
      open.transaction?.abort();
    };
    open.onsuccess = () => {
      const db = open.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = (event) => {
      if (!created) return reject(open.error ?? new Error('IndexedDB did not open'));
      event.preventDefault();
      resolve(null);
    };
  });
}

/** Reads straight from IndexedDB, one connection for the page's early reads. */
export function rawMirror(name: string, factory: IDBFactory = indexedDB): Mirror {
  // Kept while open; none is kept while the database does not exist yet, so the next read looks
  // again once Dexie has created it.
  let connection: Promise<IDBDatabase | null> | null = null;
  const connect = () => {
    connection ??= openExisting(name, factory).then((db) => {
      if (!db) connection = null;
      db?.addEventListener('close', () => (connection = null));
      if (db) db.onversionchange = () => (db.close(), (connection = null));
      return db;
    });
    return connection;
  };
  return {
    name,
    early: true,
    async read(tables, reads) {
      const db = await connect();
      const present = tables.filter((table) => db?.objectStoreNames.contains(table));
      const transaction = db && present.length > 0 ? db.transaction(present, 'readonly') : null;
      const has = (table: MirrorTable) => transaction !== null && present.includes(table);
      return reads({
        get: <T>(table: MirrorTable, keys: readonly MirrorKey[]) =>
          has(table)
            ? Promise.all(
                keys.map((key) => request<T | undefined>(transaction!.objectStore(table).get(key))),
              )
            : Promise.resolve(keys.map(() => undefined)),
        all: <T>(table: MirrorTable) =>
          has(table) ? request<T[]>(transaction!.objectStore(table).getAll()) : Promise.resolve([]),
      });
    },
  };
}
