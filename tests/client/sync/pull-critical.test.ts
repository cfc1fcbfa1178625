import { afterEach, describe, expect, it } from 'vitest';
import { CRITICAL_READ_LIMIT, type CriticalHead } from '@client/db/critical-headers';
import type { RefugioDb } from '@client/db/database';
import { loadServiceIndex, loadServiceText } from '@client/db/catalog';
import { pullChanges } from '@client/sync/pull';
import { freshDb, page, ScriptedTransport, service } from './fakes';
import { countServices } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const critical = (id: string) =>
  service(id, { isCriticalHeader: true, isCriticalNeverExpire: true });
/** The banners home reads with its index (catalog.ts), by id. */
const banners = async () => (await loadServiceIndex(db)).critical.map((s) => s.id);
const headIds = async () =>
  ((await db.meta.get('criticalHeads'))?.value as CriticalHead[]).map((head) => head.id);
const answer = (cursor: string, changes: Partial<Parameters<typeof page>[0]>) => ({
  status: 200 as const,
  etag: null,
  page: page({ cursor, ...changes }),
});

describe('the critical-header ids the pull keeps', () => {
  it('follows upserts, unflagged records and deletes, page by page', async () => {
    db = freshDb();
    await pullChanges(
      db,
      new ScriptedTransport([
        answer('1', {
          more: true,
          upserts: { services: [critical('a'), critical('b'), service('c')] } as never,
        }),
        answer('2', {
          upserts: { services: [service('a'), critical('c')] } as never,
          deletes: { services: ['b'] } as never,
        }),
      ]),
    );
    expect(await headIds()).toEqual(['c']);
    expect(await banners()).toEqual(['c']);
  });

  it('finds the flagged records of a mirror stored before the list existed', async () => {
    db = freshDb();
    await putServices(db, [critical('old'), service('plain')]);
    expect(await banners()).toEqual(['old']);
    await pullChanges(
      db,
      new ScriptedTransport([answer('3', { upserts: { services: [critical('new')] } as never })]),
    );
    expect(await headIds()).toEqual(['old', 'new']);
  });

  it('reads the list of ids an earlier version kept, then replaces it with heads', async () => {
    db = freshDb();
    await putServices(db, [critical('kept'), critical('listed'), service('plain')]);
    // 'kept' is flagged but missing from the old list: the list is what that mirror trusted.
    await db.meta.put({ name: 'criticalIds', value: ['listed'] });
    expect(await banners()).toEqual(['listed']);
    await pullChanges(
      db,
      new ScriptedTransport([answer('6', { upserts: { services: [service('plain')] } as never })]),
    );
    expect(await headIds()).toEqual(['listed']);
    expect(await db.meta.get('criticalIds')).toBeUndefined();
  });

  it('reads only the banners showing now, newest first, at most CRITICAL_READ_LIMIT', async () => {
    db = freshDb();
    const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString();
    const now = Date.now();
    const showing = Array.from({ length: CRITICAL_READ_LIMIT + 5 }, (_, i) =>
      service(`s${String(i).padStart(2, '0')}`, {
        isCriticalHeader: true,
        isCriticalNeverExpire: i % 2 === 0,
        criticalExpiredAt: i % 2 === 0 ? null : new Date(now + 3_600_000).toISOString(),
        createdAt: at(i),
      }),
    );
    const hidden = [
      // The newest of all, but expired, or with no expiry at all: never shown.
      service('expired', {
        isCriticalHeader: true,
        criticalExpiredAt: new Date(now - 1).toISOString(),
        createdAt: at(100),
      }),
      service('no-expiry', { isCriticalHeader: true, createdAt: at(101) }),
    ];
    await pullChanges(
      db,
      new ScriptedTransport([
        answer('7', { upserts: { services: [...showing, ...hidden] } as never }),
      ]),
    );
    expect(await headIds()).not.toContain('no-expiry');
    expect(await banners()).toEqual(
      showing
        .map((s) => s.id)
        .reverse()
        .slice(0, CRITICAL_READ_LIMIT),
    );
  });
});

describe('a page bigger than one write slice', () => {
  const many = () =>
    Array.from({ length: 57 }, (_, i) => service(`s${String(i).padStart(2, '0')}`));

  it('is stored whole', async () => {
    db = freshDb();
    await pullChanges(
      db,
      new ScriptedTransport([answer('4', { upserts: { services: many() } as never })]),
    );
    expect(await countServices(db)).toBe(57);
    expect((await loadServiceIndex(db)).rows).toHaveLength(57);
    expect(await loadServiceText(db)).toHaveLength(57);
    expect((await db.meta.get('cursor'))?.value).toBe('4');
  });

  it('is not stored at all when a late slice fails, and keeps the cursor', async () => {
    db = freshDb();
    const records = many();
    // A function cannot be stored in IndexedDB: the put of the last slice fails.
    records[55] = { ...records[55]!, name: (() => 'x') as never };
    await expect(
      pullChanges(
        db,
        new ScriptedTransport([answer('5', { upserts: { services: records } as never })]),
      ),
    ).rejects.toThrow();
    expect(await countServices(db)).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
  });
});
