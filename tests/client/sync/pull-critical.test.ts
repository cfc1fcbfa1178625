import { afterEach, describe, expect, it } from 'vitest';
import { loadCriticalHeaders } from '../../../src/client/db/critical-headers';
import type { RefugioDb } from '../../../src/client/db/database';
import { pullChanges } from '../../../src/client/sync/pull';
import { freshDb, page, ScriptedTransport, service } from './fakes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const critical = (id: string) => service(id, { isCriticalHeader: true });
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
    expect((await db.meta.get('criticalIds'))?.value).toEqual(['c']);
    expect((await loadCriticalHeaders(db)).map((s) => s.id)).toEqual(['c']);
  });

  it('finds the flagged records of a mirror stored before the list existed', async () => {
    db = freshDb();
    await db.services.bulkPut([critical('old'), service('plain')]);
    expect((await loadCriticalHeaders(db)).map((s) => s.id)).toEqual(['old']);
    await pullChanges(
      db,
      new ScriptedTransport([answer('3', { upserts: { services: [critical('new')] } as never })]),
    );
    expect((await db.meta.get('criticalIds'))?.value).toEqual(['old', 'new']);
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
    expect(await db.services.count()).toBe(57);
    expect(await db.serviceIndex.count()).toBe(57);
    expect(await db.serviceText.count()).toBe(57);
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
    expect(await db.services.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
  });
});
