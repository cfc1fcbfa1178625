import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { LOCAL_DB_TABLES, LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
import { loadServiceIndex, loadServiceText } from '@client/db/catalog';
import { pullChanges, SyncError } from '@client/sync/pull';
import { freshDb, page, ScriptedTransport, service } from './fakes';
import { allServices, countServices } from '@client/db/service-records';

let db: RefugioDb;
afterEach(async () => db?.delete());

describe('the local database', () => {
  it('declares its versions in ascending order, each with every table', async () => {
    const versions = LOCAL_DB_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    db = freshDb();
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual([...LOCAL_DB_TABLES].sort());
  });
});

describe('pullChanges', () => {
  it('stores pages until the server has no more, with cursor, search text and progress', async () => {
    db = freshDb();
    const transport = new ScriptedTransport([
      {
        status: 200,
        etag: null,
        page: page({
          cursor: '5',
          more: true,
          remaining: 1,
          upserts: { services: [service('a', { name: 'Café Olé' }), service('b')] } as never,
        }),
      },
      {
        status: 200,
        etag: 'W/"9"',
        page: page({
          cursor: '9',
          upserts: { crisisLines: [{ id: 'c1' }] } as never,
          deletes: { services: ['b'] } as never,
        }),
      },
    ]);
    const progress: number[] = [];
    const result = await pullChanges(db, transport, {
      onProgress: (p) => progress.push(p.remaining),
    });
    expect(result).toEqual({ pages: 2, changes: 4, unchanged: false });
    expect(transport.changeCalls.map((c) => c.query)).toEqual([
      'since=0&limit=2000',
      'since=5&limit=2000',
    ]);
    expect(await allServices(db)).toMatchObject([{ id: 'a', name: 'Café Olé' }]);
    expect((await loadServiceIndex(db)).rows).toMatchObject([{ id: 'a', types: ['FOOD'] }]);
    expect(await loadServiceText(db)).toEqual([
      { id: 'a', text: expect.stringContaining('cafe ole') },
    ]);
    expect(await db.crisisLines.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('9');
    expect(progress).toEqual([1, 0]);
    // The list index is one packed value, written by the last page that changed services.
    expect((await db.meta.get('indexPack'))?.value).toMatchObject({ cursor: '9', count: 1 });
    expect(await db.meta.get('lastSyncAt')).toBeDefined();
  });

  it('revalidates an empty delta with the ETag of the same cursor and accepts 304', async () => {
    db = freshDb();
    const transport = new ScriptedTransport([
      { status: 200, etag: 'W/"e3"', page: page({ cursor: '3' }) },
      { status: 200, etag: 'W/"e3b"', page: page({ cursor: '3' }) },
      { status: 304 },
    ]);
    await pullChanges(db, transport);
    expect(transport.changeCalls[0]!.etag).toBeNull();
    // The first answer moved the cursor 0 → 3: its ETag was for since=0, not kept.
    await pullChanges(db, transport);
    expect(transport.changeCalls[1]).toEqual({ query: 'since=3&limit=2000', etag: null });
    const third = await pullChanges(db, transport);
    expect(transport.changeCalls[2]).toEqual({ query: 'since=3&limit=2000', etag: 'W/"e3b"' });
    expect(third.unchanged).toBe(true);
  });

  it('keeps the stored cursor and data when a page fails, and reports the server error', async () => {
    db = freshDb();
    const transport = new ScriptedTransport([
      {
        status: 200,
        etag: null,
        page: page({
          cursor: '4',
          more: true,
          remaining: 5,
          upserts: { services: [service('a')] } as never,
        }),
      },
      { status: 500, message: 'boom' },
    ]);
    await expect(pullChanges(db, transport)).rejects.toBeInstanceOf(SyncError);
    expect((await db.meta.get('cursor'))?.value).toBe('4');
    expect(await countServices(db)).toBe(1);
    await expect(pullChanges(db, new ScriptedTransport(['network']))).rejects.toMatchObject({
      name: 'NetworkError',
    });
    expect((await db.meta.get('cursor'))?.value).toBe('4');
  });

  it('starts over, dropping the old services, when the scope changes', async () => {
    db = freshDb();
    await pullChanges(
      db,
      new ScriptedTransport([
        {
          status: 200,
          etag: null,
          page: page({ cursor: '7', upserts: { services: [service('old')] } as never }),
        },
      ]),
    );
    const scoped = new ScriptedTransport([
      {
        status: 200,
        etag: null,
        page: page({ cursor: '8', upserts: { services: [service('near')] } as never }),
      },
    ]);
    await pullChanges(db, scoped, { scope: 'near=-104.99|39.74&radius=50' });
    expect(scoped.changeCalls[0]!.query).toBe('since=0&limit=2000&near=-104.99|39.74&radius=50');
    expect((await allServices(db)).map((s) => s.id)).toEqual(['near']);
  });
});
