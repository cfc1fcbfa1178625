import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RefugioDb } from '@client/db/database';
import { LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
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
    expect(await db.serviceIndex.get('a')).toMatchObject({ types: ['FOOD'], likes: 4 });
    expect((await db.serviceText.get('a'))?.text).toContain('cafe ole');
    expect(await db.services.get('a')).not.toHaveProperty('search');
    expect(await db.favorites.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('17');
  });

  it('opens an empty version 1 database without work', async () => {
    const dbName = name();
    await versionOne(dbName, {});
    const db = await openCurrent(dbName);
    expect(await db.serviceIndex.count()).toBe(0);
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
});
