import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@server/db/schema';
import { updateService } from '@server/db/queries/service-writes';
import { nextRev } from '@server/db/queries/sync';
import { pageEnd } from '@server/db/queries/sync-changes';
import { distanceMiles } from '@shared/geo/distance';
import {
  SYNC_ENTITIES,
  type ServiceRecord,
  type SyncEntity,
  type SyncPage,
} from '@shared/sync/protocol';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp } from '../content/content-helpers';

/** The rev part of a cursor (`<rev>` or `<rev>.<table>.<id>` inside a split rev). */
const revOf = (cursor: string) => Number(cursor.split('.')[0]);

const entityCount = (page: SyncPage) =>
  SYNC_ENTITIES.reduce((n, e) => n + page.upserts[e].length + page.deletes[e].length, 0);

describe('pageEnd', () => {
  it('never splits a rev and sends an oversized rev whole', () => {
    expect(pageEnd([], 3)).toBeNull();
    expect(pageEnd([1, 2], 3)).toBe(2);
    expect(pageEnd([1, 2, 3, 4], 3)).toBe(3);
    expect(pageEnd([1, 2, 2, 2], 3)).toBe(1);
    expect(pageEnd([5, 5, 5, 5], 3)).toBe(5);
    expect(pageEnd([5, 6, 6, 6], 3)).toBe(5);
  });
});

describe.each(databaseKinds)('GET /api/sync/changes on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  /** The cursor after the last full pass (each test syncs from here). */
  let cursor = '0';

  beforeAll(async () => {
    ({ t, admin, user } = await buildContentApp(kind, 'sync'));
  });
  afterAll(() => t.close());

  const page = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${query}`, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return { page: res.json<SyncPage>(), res };
  };

  /** Every page from `since`, applied to a mirror as the client does. */
  async function syncAll(since: string, extra = '', limit = 50) {
    const mirror = Object.fromEntries(SYNC_ENTITIES.map((e) => [e, new Map<string, unknown>()]));
    const deleted = Object.fromEntries(SYNC_ENTITIES.map((e) => [e, new Set<string>()]));
    const pages: SyncPage[] = [];
    let at = since;
    for (let i = 0; i < 100; i += 1) {
      const { page: p } = await page(`since=${at}&limit=${limit}${extra}`);
      pages.push(p);
      expect(entityCount(p)).toBeLessThanOrEqual(limit);
      for (const e of SYNC_ENTITIES) {
        for (const record of p.upserts[e] as { id: string; rev: number }[]) {
          // Inside a split rev the next page continues that same rev.
          if (at.includes('.')) expect(record.rev).toBeGreaterThanOrEqual(revOf(at));
          else expect(record.rev).toBeGreaterThan(revOf(at));
          expect(record.rev).toBeLessThanOrEqual(revOf(p.cursor));
          mirror[e]!.set(record.id, record);
          deleted[e]!.delete(record.id);
        }
        for (const id of p.deletes[e]) {
          mirror[e]!.delete(id);
          deleted[e]!.add(id);
        }
      }
      at = p.cursor;
      if (!p.more) break;
    }
    const last = pages[pages.length - 1]!;
    expect(last.more).toBe(false);
    expect(last.remaining).toBe(0);
    return {
      mirror: mirror as Record<SyncEntity, Map<string, unknown>>,
      deleted: deleted as Record<SyncEntity, Set<string>>,
      pages,
      cursor: at,
    };
  }

  async function publicServiceIds(): Promise<string[]> {
    const ids: string[] = [];
    for (let skip = 0; ; skip += 500) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/services?filter=isApproved&isApproved=true&limit=0&skip=${skip}`,
      });
      const rows = res.json<{ id: string }[]>();
      ids.push(...rows.map((r) => r.id));
      if (rows.length < 500) return ids;
    }
  }

  it('first sync of the demo: exactly the public services, in pages of at most the limit', async () => {
    const all = await syncAll('0');
    const expected = await publicServiceIds();
    expect(expected.length).toBeGreaterThan(100);
    expect([...all.mirror.services.keys()].sort()).toEqual([...expected].sort());
    expect(all.pages.length).toBeGreaterThanOrEqual(2);
    // The first page's remaining counts what later pages bring.
    const later = all.pages.slice(1).reduce((n, p) => n + entityCount(p), 0);
    expect(all.pages[0]!.remaining).toBe(later);
    const record = all.mirror.services.values().next().value as ServiceRecord;
    expect(record).not.toHaveProperty('userEmail');
    expect(record).not.toHaveProperty('distance');
    expect(record.isApproved).toBe(true);
    // The same wire form as GET /api/services/:id.
    const one = await t.app.inject({ method: 'GET', url: `/api/services/${record.id}` });
    expect(one.json()).toEqual(record);
    expect(all.mirror.crisisLines.size).toBeGreaterThan(0);
    expect(all.mirror.staticPages.size).toBeGreaterThan(0);
    expect(all.mirror.chatbotFaqs.size).toBeGreaterThan(0);
    // A signed-in caller gets the same public data.
    const { page: signedIn } = await page('since=0&limit=50', user);
    const { page: guest } = await page('since=0&limit=50');
    expect(signedIn).toEqual(guest);
    cursor = all.cursor;
  });

  it('answers an unchanged mirror with an empty page, an ETag and 304', async () => {
    const { page: empty, res } = await page(`since=${cursor}`);
    expect(empty).toMatchObject({ cursor, more: false, remaining: 0 });
    expect(entityCount(empty)).toBe(0);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/sync/changes?since=${cursor}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another limit or scope is another answer.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/sync/changes?since=${cursor}&limit=7`,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('skips to the counter when revs were taken without a change', async () => {
    const db = t.database.db;
    const taken = await db.transaction((tx) => nextRev(tx));
    const { page: p } = await page(`since=${cursor}`);
    expect(p).toMatchObject({ cursor: String(taken), more: false, remaining: 0 });
    cursor = p.cursor;
  });

  it('splits a bulk change larger than a page inside its rev, each change once', async () => {
    const db = t.database.db;
    const picked = (
      await db
        .select({ id: services.id })
        .from(services)
        .where(
          sql`${services.isApproved} AND NOT ${services.closeSchedules} @> '[{"type":"PERMANENTLY_CLOSED"}]'::jsonb`,
        )
        .orderBy(services.id)
        .limit(30)
    ).map((r) => r.id);
    expect(picked).toHaveLength(30);
    // Hide them in one transaction (one rev): 30 deletes in pages of 10.
    await db.transaction(async (tx) => {
      const rev = await nextRev(tx);
      await tx.update(services).set({ isApproved: false, rev }).where(inArray(services.id, picked));
    });
    const hidden = await syncAll(cursor, '', 10);
    expect(hidden.pages.map(entityCount)).toEqual([10, 10, 10]);
    expect(hidden.pages.map((p) => p.remaining)).toEqual([20, 10, 0]);
    expect(hidden.pages[0]!.cursor).toMatch(/^\d+\.0\./);
    expect(hidden.cursor).toMatch(/^\d+$/);
    expect([...hidden.deleted.services].sort()).toEqual([...picked].sort());

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/approve-services',
      headers: admin,
      payload: { services: picked },
    });
    expect(res.statusCode).toBe(200);
    const back = await syncAll(hidden.cursor, '', 10);
    expect([...back.mirror.services.keys()].sort()).toEqual([...picked].sort());
    expect(back.pages).toHaveLength(3);
    cursor = back.cursor;
  });

  it('splits a rev of tombstones too, and a split cursor has its own ETag', async () => {
    const db = t.database.db;
    const rev = await db.transaction(async (tx) => {
      const r = await nextRev(tx);
      await tx.execute(sql`INSERT INTO tombstones (entity, entity_id, rev)
        SELECT 'crisis_lines', gen_random_uuid(), ${r} FROM generate_series(1, 12)`);
      return r;
    });
    const stones = await syncAll(cursor, '', 5);
    expect(stones.pages.map(entityCount)).toEqual([5, 5, 2]);
    expect(stones.pages[0]!.cursor).toMatch(new RegExp(`^${rev}\\.4\\.crisis_lines\\.`));
    expect(stones.deleted.crisisLines.size).toBe(12);
    expect(stones.cursor).toBe(String(rev));
    const { res } = await page(`since=${stones.pages[0]!.cursor}&limit=5`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/sync/changes?since=${stones.pages[0]!.cursor}&limit=5`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    cursor = stones.cursor;
  });

  it('pages separate revs at the limit and counts what remains', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/crisis-lines',
        headers: admin,
        payload: { name: `Sync ${i}`, description: 'd', area: 'USA', time: '24/7', phone: '988' },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json<{ id: string }>().id);
    }
    const { page: first } = await page(`since=${cursor}&limit=2`);
    expect(first.upserts.crisisLines.map((l) => l.id)).toEqual(ids.slice(0, 2));
    expect(first).toMatchObject({ more: true, remaining: 1 });
    const { page: second } = await page(`since=${first.cursor}&limit=2`);
    expect(second.upserts.crisisLines.map((l) => l.id)).toEqual(ids.slice(2));
    expect(second).toMatchObject({ more: false, remaining: 0 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/crisis-lines/${ids[0]}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const { page: third } = await page(`since=${second.cursor}`);
    expect(third.deletes.crisisLines).toEqual([ids[0]]);
    expect(third.upserts.crisisLines).toEqual([]);
    cursor = third.cursor;
  });

  it('sends deleted, unapproved and permanently closed services as deletes', async () => {
    const db = t.database.db;
    const { page: p0 } = await page('since=0&limit=2000');
    const [a, b, c] = p0.upserts.services.slice(-3).map((s) => s.id);
    expect(c).toBeDefined();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/services/${a}`, headers: admin });
    expect(del.statusCode).toBe(200);
    await db.transaction((tx) => updateService(tx, b!, { isApproved: false }));
    await db.transaction((tx) =>
      updateService(tx, c!, { closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }] }),
    );
    const delta = await syncAll(cursor);
    expect([...delta.deleted.services].sort()).toEqual([a, b, c].sort());
    expect(delta.mirror.services.size).toBe(0);
    // Each change once: the hidden rows' tombstones are not counted twice.
    expect(delta.pages.reduce((n, p) => n + entityCount(p), 0)).toBe(3);
    cursor = delta.cursor;
  });

  it('scopes services to near + radius: the others are deletes', async () => {
    const first = await page('since=0&limit=2000');
    const center = first.page.upserts.services[0]!.location.coordinates;
    const point = { lng: center[0], lat: center[1] };
    const all = await syncAll('0', `&near=${point.lng}|${point.lat}&radius=25`, 2000);
    expect(all.mirror.services.size).toBeGreaterThan(0);
    for (const record of all.mirror.services.values() as Iterable<ServiceRecord>) {
      const [lng, lat] = record.location.coordinates;
      expect(distanceMiles(point, { lng, lat })).toBeLessThanOrEqual(25.01);
    }
    const everything = await syncAll('0', '', 2000);
    expect(all.mirror.services.size).toBeLessThan(everything.mirror.services.size);
    for (const id of everything.mirror.services.keys()) {
      expect(all.mirror.services.has(id) || all.deleted.services.has(id)).toBe(true);
    }
    // Crisis lines and pages are never scoped.
    expect(all.mirror.crisisLines.size).toBe(everything.mirror.crisisLines.size);
  });

  it('rejects bad parameters with 400 {code, message}', async () => {
    for (const query of [
      'since=abc',
      'since=-1',
      'since=5.9.0b0a1c2d-0000-4000-8000-000000000000',
      'since=5.0.not-a-uuid',
      'since=5.4.0b0a1c2d-0000-4000-8000-000000000000',
      'limit=0',
      'limit=5000',
      'limit=x',
      'near=abc&radius=5',
      'near=1|2',
      'radius=5',
      'near=999|999&radius=5',
      'radius=-3&near=1|2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ code: number; message: string }>();
      expect(body.code).toBe(400);
      expect(typeof body.message).toBe('string');
    }
  });

  it('is compressed with br or gzip when the client accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/sync/changes?since=0&limit=50',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
    }
  });
});
