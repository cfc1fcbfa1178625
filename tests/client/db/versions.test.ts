import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RefugioDb } from '@client/db/database';
import { loadServiceIndex, loadServiceText } from '@client/db/catalog';
import { LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
import { indexEntryOf, textEntryOf } from '@shared/sync/service-index';
import { service } from '../sync/fakes';

const name = () => `versions-${Math.random().toString(36).slice(2)}`;
const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** A database as a version-1 build of the app left it. */
async function versionOne(dbName: string, rows: Record<string, unknown[]>) {
  const old = new Dexie(dbName);
  old.version(1).stores(LOCAL_DB_VERSIONS[0]!.stores);
  await old.open();
  for (const [table, values] of Object.entries(rows)) await old.table(table).bulkAdd(values);
  old.close();
}

async function openCurrent(dbName: string) {
  const db = new RefugioDb(dbName);
  opened.push(db);
  await db.open();
  return db;
}

describe('the local database versions', () => {
  it('moves version 1 search text into the index tables and keeps the outbox and favorites', async () => {
    const dbName = name();
    await versionOne(dbName, {
      services: [{ ...service('a', { name: 'Café Olé', likes: 4 }), search: 'cafe ole' }],
      favorites: [{ serviceId: 'a', addedAt: 1 }],
      outbox: [{ key: 'k1', state: 'pending', nextAttemptAt: 0, op: { kind: 'kudo' } }],
      meta: [{ name: 'cursor', value: '17' }],
    });
    const db = await openCurrent(dbName);
    expect(db.verno).toBe(LOCAL_DB_VERSIONS.at(-1)!.version);
    expect((await loadServiceIndex(db)).rows).toMatchObject([{ types: ['FOOD'], likes: 4 }]);
    expect((await loadServiceText(db))[0]?.text).toContain('cafe ole');
    expect(await db.services.get('a')).not.toHaveProperty('search');
    expect(await db.favorites.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('17');
  });

  it('opens an empty version 1 database without work', async () => {
    const dbName = name();
    await versionOne(dbName, {});
    const db = await openCurrent(dbName);
    expect(await db.meta.get('indexPack')).toBeUndefined();
    expect(await db.serviceTextParts.count()).toBe(0);
  });

  it('drops the unread indexes of whole records and keeps the records (version 4)', async () => {
    const dbName = name();
    await versionOne(dbName, { services: [service('a'), service('b')] });
    const db = await openCurrent(dbName);
    expect((await db.services.toArray()).map((s) => s.id)).toEqual(['a', 'b']);
    // What IndexedDB itself keeps, not only what Dexie declares.
    const idb = db.backendDB();
    const store = idb.transaction('services', 'readonly').objectStore('services');
    expect([...store.indexNames]).toEqual([]);
    expect(store.keyPath).toBe('id');
  });

  it('packs the index and the search text of a version 4 mirror, then drops their tables', async () => {
    const dbName = name();
    const old = new Dexie(dbName);
    for (const { version, stores } of LOCAL_DB_VERSIONS.filter((v) => v.version <= 4))
      old.version(version).stores(stores);
    await old.open();
    const records = [service('a', { likes: 3 }), service('b', { name: 'Café Olé' })];
    await old.table('services').bulkAdd(records);
    await old.table('serviceIndex').bulkAdd(records.map(indexEntryOf));
    await old.table('serviceText').bulkAdd(records.map(textEntryOf));
    await old.table('meta').bulkAdd([
      { name: 'cursor', value: '12' },
      { name: 'indexPackCursor', value: '11' },
      { name: 'lastSyncAt', value: 5 },
    ]);
    old.close();

    const db = await openCurrent(dbName);
    expect(db.tables.map((t) => t.name)).not.toContain('serviceIndex');
    expect([...db.backendDB().objectStoreNames]).not.toContain('serviceText');
    expect((await db.meta.get('indexPack'))?.value).toMatchObject({ cursor: '12', count: 2 });
    expect((await loadServiceIndex(db)).rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'a', likes: 3 })]),
    );
    expect((await loadServiceText(db)).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      records.map(textEntryOf),
    );
    expect(await db.meta.get('indexPackCursor' as never)).toBeUndefined();
    expect((await db.meta.get('cursor'))?.value).toBe('12');
    expect(await db.services.count()).toBe(2);
  });
});
