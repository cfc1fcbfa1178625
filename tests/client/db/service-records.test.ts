import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { rawMirror } from '@client/db/mirror';
import { allServices, countServices, getService, getServices } from '@client/db/service-records';
import { deleteServices, putServices, updateService } from '@client/db/service-record-writes';
import { storeServices } from '@client/db/service-lists';
import { servicePartOf } from '@shared/sync/service-parts';
import { freshDb, service } from '../sync/fakes';

let db: RefugioDb;
afterEach(async () => db?.delete());

/** `count` ids that fall in one part. */
function samePart(count: number): string[] {
  const byPart = new Map<number, string[]>();
  for (let i = 0; ; i++) {
    const id = `s${i}`;
    const ids = byPart.get(servicePartOf(id)) ?? [];
    ids.push(id);
    byPart.set(servicePartOf(id), ids);
    if (ids.length === count) return ids;
  }
}

describe('the service records in parts', () => {
  it('reads records by id, in order, through Dexie and without it', async () => {
    db = freshDb();
    const [a, b] = samePart(2);
    await putServices(db, [service(a!), service(b!), service('z')]);
    expect((await getServices(db, ['z', b!, 'missing', a!])).map((r) => r?.id)).toEqual([
      'z',
      b,
      undefined,
      a,
    ]);
    await db.open();
    const early = rawMirror(db.name);
    expect((await getService(early, a!))?.id).toBe(a);
    expect(await getService(db, 'missing')).toBeUndefined();
    expect(await countServices(db)).toBe(3);
  });

  it('updates and deletes one record of a part and keeps the others', async () => {
    db = freshDb();
    const [a, b, c] = samePart(3);
    await putServices(
      db,
      [a!, b!, c!].map((id) => service(id, { likes: 1 })),
    );
    expect(await db.serviceParts.count()).toBe(1);
    expect(await updateService(db, b!, { likes: 9 })).toBe(true);
    expect(await updateService(db, 'missing', { likes: 9 })).toBe(false);
    await deleteServices(db, [a!]);
    expect((await getServices(db, [a!, b!, c!])).map((r) => r?.likes)).toEqual([undefined, 9, 1]);
    // The last record of a part leaves no empty row behind.
    await deleteServices(db, [b!, c!]);
    expect(await db.serviceParts.count()).toBe(0);
  });

  it('reads a part an earlier version stored whole, and stores it packed when it changes', async () => {
    db = freshDb();
    const [a, b] = samePart(2);
    const part = servicePartOf(a!);
    await db.serviceParts.put({ part, records: [service(a!), service(b!)] });
    expect((await getServices(db, [b!, a!])).map((r) => r?.id)).toEqual([b, a]);
    expect(await allServices(db)).toHaveLength(2);
    await updateService(db, a!, { likes: 4 });
    const stored = await db.serviceParts.get(part);
    expect(stored?.records).toBeUndefined();
    expect(stored?.keys).toContain('likes');
    expect(await getServices(db, [a!, b!])).toEqual([service(a!, { likes: 4 }), service(b!)]);
  });

  it('keeps both writes of two writers on one part at the same time', async () => {
    db = freshDb();
    const [a, b, c] = samePart(3);
    await putServices(db, [service(a!, { likes: 1 })]);
    await Promise.all([
      putServices(db, [service(b!)]),
      updateService(db, a!, (record) => ({ likes: record.likes + 1 })),
      putServices(db, [service(c!)]),
      updateService(db, a!, (record) => ({ likes: record.likes + 1 })),
    ]);
    expect((await getServices(db, [a!, b!, c!])).map((r) => r?.likes)).toEqual([3, 0, 0]);
  });

  it('applies a delta that updates and deletes records of stored parts (storeServices)', async () => {
    db = freshDb();
    const [a, b, c] = samePart(3);
    const tables = [db.serviceParts, db.serviceTextParts, db.meta];
    const store = (change: Parameters<typeof storeServices>[1]) =>
      db.transaction('rw', tables, () => storeServices(db, change));
    await store({
      cursor: '1',
      upserts: [a!, b!, c!].map((id) => service(id)),
      deletes: [],
      reset: true,
    });
    await store({
      cursor: '2',
      upserts: [service(b!, { name: 'Renamed' }), service('other')],
      deletes: [c!],
      reset: false,
    });
    expect((await allServices(db)).map((r) => [r.id, r.name]).sort()).toEqual(
      [
        [a!, `Kitchen ${a}`],
        [b!, 'Renamed'],
        ['other', 'Kitchen other'],
      ].sort(),
    );
    // A reset replaces every record.
    await store({ cursor: '3', upserts: [service('new')], deletes: [], reset: true });
    expect((await allServices(db)).map((r) => r.id)).toEqual(['new']);
  });
});
