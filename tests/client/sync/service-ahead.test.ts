import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { storeAhead } from '@client/sync/ahead-job';
import { localSyncWork } from '@client/sync/pull-and-places';
import type { SyncTransport } from '@client/sync/transport';
import type { ServiceRecord } from '@shared/sync/protocol';
import { freshDb, service } from './fakes';
import { countServices, getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

let db: RefugioDb;
afterEach(async () => db?.delete());

/** A fetch that answers GET /api/services/{id} with `body` and `status`, and records its URLs. */
function answering(body: unknown, status = 200) {
  return vi.fn(async (_url: RequestInfo | URL) => Response.json(body, { status }));
}

const record = (overrides: Partial<ServiceRecord> = {}) => service('s1', { rev: 40, ...overrides });

/**
 * storeAhead with the check and the write on this thread (the sync worker runs the same
 * localSyncWork): fetched with `fetchImpl`, or `served` when given.
 */
const fetchServiceAhead = (db: RefugioDb, id: string, fetchImpl: typeof fetch) =>
  storeAhead(id, null, { fetchImpl, work: localSyncWork(db, {} as SyncTransport) });
const storeServedService = (db: RefugioDb, served: unknown) => {
  const fetchImpl = vi.fn<typeof fetch>();
  const work = localSyncWork(db, {} as SyncTransport);
  return storeAhead((served as ServiceRecord).id, served, { fetchImpl, work }).finally(() =>
    expect(fetchImpl).not.toHaveBeenCalled(),
  );
};

describe('storeAhead (a service before the first sync)', () => {
  it('stores the record of a never-synced mirror, fetched as a guest by id', async () => {
    db = freshDb();
    const fetchImpl = answering(record());
    expect(await fetchServiceAhead(db, 's1', fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/services/s1');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect((await getService(db, 's1'))?.rev).toBe(40);
    // The pull's own tables stay the pull's: the list, the search text and the cursor.
    expect(await db.meta.get('indexPack')).toBeUndefined();
    expect(await db.serviceTextParts.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
  });

  it('stores it while the pull has not reached its rev, and never over a stored record', async () => {
    db = freshDb();
    await db.meta.put({ name: 'cursor', value: '39.0.00000000-0000-4000-8000-000000000000' });
    expect(await fetchServiceAhead(db, 's1', answering(record()))).toBe(true);
    await putServices(db, [record({ rev: 41, name: 'Newer' })]);
    expect(await fetchServiceAhead(db, 's1', answering(record()))).toBe(false);
    expect((await getService(db, 's1'))?.name).toBe('Newer');
  });

  it('leaves a record the pull has passed to the pull (it was deleted or is out of scope)', async () => {
    db = freshDb();
    await db.meta.put({ name: 'cursor', value: '40' });
    expect(await fetchServiceAhead(db, 's1', answering(record()))).toBe(false);
    expect(await countServices(db)).toBe(0);
  });

  it('stores nothing the public mirror would not hold', async () => {
    db = freshDb();
    const closed = record({ closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }] as never });
    expect(await fetchServiceAhead(db, 's1', answering(closed))).toBe(false);
    expect(await fetchServiceAhead(db, 's1', answering(record({ isApproved: false })))).toBe(false);
    expect(await fetchServiceAhead(db, 's1', answering(record({ id: 's2' })))).toBe(false);
    expect(await fetchServiceAhead(db, 's1', answering({ id: 's1', name: 'x' }))).toBe(false);
    expect(await fetchServiceAhead(db, 's1', answering('not json at all'))).toBe(false);
    expect(await countServices(db)).toBe(0);
  });

  it('stores only a record the shared contract accepts (src/shared/api/service.ts)', async () => {
    db = freshDb();
    const { location: _location, ...unlocated } = record();
    const broken = [
      unlocated,
      record({ type: ['NOT_A_TYPE'] as never }),
      record({ likes: 'many' as never }),
      record({ rev: 40.5 }),
      record({ schedules: [{ type: 'SOMETIMES' }] as never }),
    ];
    for (const body of broken)
      expect(await fetchServiceAhead(db, 's1', answering(body))).toBe(false);
    expect(await countServices(db)).toBe(0);
  });

  it('resolves false on a 404 or with no network', async () => {
    db = freshDb();
    const missing = answering({ code: 404, message: 'Service not found' }, 404);
    expect(await fetchServiceAhead(db, 's1', missing)).toBe(false);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchServiceAhead(db, 's1', offline)).toBe(false);
    expect(await countServices(db)).toBe(0);
  });
});

describe('storeAhead with the record a service page was sent with', () => {
  it('stores it by the same rule, once the shared contract accepts it', async () => {
    db = freshDb();
    // Drawn as sent (features/service-detail/lib/served-service.ts), but never stored unchecked.
    expect(await storeServedService(db, record({ likes: 'many' as never }))).toBe(false);
    expect(await storeServedService(db, record({ isApproved: false }))).toBe(false);
    expect(await countServices(db)).toBe(0);
    expect(await storeServedService(db, record())).toBe(true);
    expect((await getService(db, 's1'))?.rev).toBe(40);
  });
});
