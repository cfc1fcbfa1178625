import { afterEach, describe, expect, it } from 'vitest';
import { loadServiceIndex, loadServices } from '@client/db/catalog';
import type { RefugioDb } from '@client/db/database';
import { asMirror, openExisting, rawMirror } from '@client/db/mirror';
import { fillMirror } from '../features/services/mirror';
import { freshDb, service } from '../sync/fakes';

let db: RefugioDb;
afterEach(() => db?.delete());

const names = async () => (await indexedDB.databases()).map((d) => d.name);

describe('the mirror read without Dexie', () => {
  it('never creates a database that does not exist, and Dexie then creates it whole', async () => {
    db = freshDb();
    expect(await openExisting(db.name)).toBeNull();
    expect(await names()).not.toContain(db.name);
    const raw = rawMirror(db.name);
    expect(await loadServices(raw, ['a'])).toEqual([]);
    expect((await loadServiceIndex(raw)).rows).toEqual([]);
    // Dexie opens it with its schema: nothing was left half made.
    await fillMirror([service('a')], db);
    expect(db.tables.map((t) => t.name)).toContain('serviceTextParts');
    expect((await loadServices(raw, ['a'])).map((s) => s.id)).toEqual(['a']);
  });

  it('reads what Dexie reads: the index with its banners, and whole records in order', async () => {
    db = freshDb();
    await fillMirror(
      [
        service('a'),
        service('b', { isCriticalHeader: true, isCriticalNeverExpire: true }),
        service('c'),
      ],
      db,
    );
    await db.meta.put({
      name: 'criticalHeads',
      value: [{ id: 'b', createdAt: '2026-01-01T00:00:00.000Z', until: null }],
    });
    const raw = rawMirror(db.name);
    const [early, live] = [await loadServiceIndex(raw), await loadServiceIndex(asMirror(db))];
    expect(early.rows.map((e) => e.id).sort()).toEqual(live.rows.map((e) => e.id).sort());
    expect(early.critical.map((s) => s.id)).toEqual(['b']);
    expect(live.critical.map((s) => s.id)).toEqual(['b']);
    expect((await loadServices(raw, ['c', 'gone', 'a'])).map((s) => s.id)).toEqual(['c', 'a']);
  });

  it('gives its rows to the live query at the same cursor, and reads again at another', async () => {
    db = freshDb();
    await fillMirror([service('a')], db);
    const early = await loadServiceIndex(rawMirror(db.name));
    expect(await loadServiceIndex(asMirror(db), early)).toBe(early);
    await fillMirror([service('b')], db);
    const next = await loadServiceIndex(asMirror(db), early);
    expect(next).not.toBe(early);
    expect(next.rows.map((e) => e.id).sort()).toEqual(['a', 'b']);
  });

  it('closes its connection when Dexie asks for a new version, so the upgrade is not blocked', async () => {
    db = freshDb();
    await fillMirror([service('a')], db);
    db.close();
    const raw = rawMirror(db.name);
    expect((await loadServices(raw, ['a'])).map((s) => s.id)).toEqual(['a']);
    // Deleting needs every connection closed, as an upgrade does.
    await db.delete();
    expect(await names()).not.toContain(db.name);
  });
});
