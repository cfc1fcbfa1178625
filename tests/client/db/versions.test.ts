import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RefugioDb } from '@client/db/database';
import { loadServiceIndex, loadServiceText } from '@client/db/catalog';
import { LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
import { indexEntryOf, textEntryOf } from '@shared/sync/service-index';
import { allServices, countServices, getService, getServices } from '@client/db/service-records';
import { servicePartsOf } from '@shared/sync/service-parts';
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
    expect(await getService(db, 'a')).not.toHaveProperty('search');
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
    const v5 = new Dexie(dbName);
    for (const { version, stores, upgrade } of LOCAL_DB_VERSIONS.filter((v) => v.version <= 5)) {
      const declared = v5.version(version).stores(stores);
      if (upgrade) declared.upgrade((tx) => upgrade(tx));
    }
    await v5.open();
    // What IndexedDB itself keeps, not only what Dexie declares.
    const store = v5.backendDB().transaction('services', 'readonly').objectStore('services');
    expect([...store.indexNames]).toEqual([]);
    expect(store.keyPath).toBe('id');
    v5.close();
    const db = await openCurrent(dbName);
    expect((await allServices(db)).map((s) => s.id).sort()).toEqual(['a', 'b']);
  });

  it('repacks the records of a version 5 mirror into parts and drops their table (version 6)', async () => {
    const dbName = name();
    const old = new Dexie(dbName);
    for (const { version, stores } of LOCAL_DB_VERSIONS.filter((v) => v.version <= 5))
      old.version(version).stores(stores);
    await old.open();
    const records = Array.from({ length: 300 }, (_, i) =>
      service(`s${i}`, { name: `Shelter ${i}`, likes: i, availableBeds: i % 7 }),
    );
    await old.table('services').bulkAdd(records);
    await old.table('outbox').add({ key: 'k1', state: 'pending', nextAttemptAt: 0, op: {} });
    await old.table('favorites').add({ serviceId: 's3', addedAt: 1 });
    await old.table('meta').bulkAdd([{ name: 'cursor', value: '40' }]);
    old.close();

    const db = await openCurrent(dbName);
    expect([...db.backendDB().objectStoreNames]).not.toContain('services');
    const ids = records.map((r) => r.id);
    // Every record whole, each in the part its id hashes to, and no part left empty.
    expect(await getServices(db, ids)).toEqual(records);
    expect((await db.serviceParts.toCollection().primaryKeys()).sort((a, b) => a - b)).toEqual(
      servicePartsOf(ids),
    );
    expect(await countServices(db)).toBe(300);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.favorites.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('40');
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
    expect(await countServices(db)).toBe(2);
  });
});
