import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '@shared/geo/distance';
import { isOpenAt, type ScheduleEntry } from '@shared/schedule';
import { SUMMARY_KEYWORDS } from '@shared/domain/sub-filters';
import { SEARCH_TEXT_MAX } from '@shared/query/constants';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, createService, listAndCount, q } from './helpers';

interface Wire {
  id: string;
  name: string;
  type: string[];
  category: string[];
  isApproved: boolean;
  serviceSummary: string;
  distance?: string;
  location: { coordinates: [number, number] };
  timeZone: string;
  schedules: ScheduleEntry[];
  closeSchedules: ScheduleEntry[];
  isContact: boolean;
  isCriticalHeader: boolean;
  isCriticalNeverExpire: boolean;
  criticalExpiredAt: string | null;
  userEmail?: string;
  likes: number;
  city: string;
}

const DENVER = '-104.99|39.74';
const DENVER_POINT = { lng: -104.99, lat: 39.74 };

describe.each(databaseKinds)('GET /api/services and /count on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const all = async (query: Record<string, string | number>, token?: string) => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/services?${q({ limit: 0, ...query })}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Wire[];
  };

  it('answers a bare array and {count}, approved services only for guests', async () => {
    const { list, count } = await listAndCount(t, q({ limit: 0 }));
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Wire[];
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((s) => s.isApproved)).toBe(true);
    expect(count.json()).toEqual({ count: rows.length });
    expect(rows.every((s) => !('userEmail' in s) && !('openStatus' in s))).toBe(true);
  });

  it('keeps unapproved services out even when a guest asks for them', async () => {
    const { list, count } = await listAndCount(t, q({ filter: 'isApproved', isApproved: 'false' }));
    expect(list.json()).toEqual([]);
    expect(count.json()).toEqual({ count: 0 });
  });

  it('counts exactly what the unpaged list holds, for every query of the table', async () => {
    const queries: Record<string, string>[] = [
      {},
      { filter: 'type', type: 'SHELTER' },
      { filter: 'type,isApproved', type: 'FOOD,HEALTH', isApproved: 'true' },
      { filter: 'category', category: 'ALL' },
      { filter: 'category', category: 'WOMEN' },
      { filter: 'category,type', category: 'KIDS,FAMILIES', type: 'SHELTER' },
      { filter: 'isOpen', isOpen: 'true' },
      { filter: 'isOpen,type', isOpen: 'true', type: 'FOOD' },
      { filter: 'isCriticalHeader', isCriticalHeader: 'true' },
      {
        filter: 'isCriticalHeader,nearCoordinate',
        isCriticalHeader: 'true',
        nearCoordinate: DENVER,
      },
      { filter: 'isShowAll', isShowAll: 'true' },
      { filter: 'city,state', city: 'Denver', state: 'CO' },
      { search: 'name, serviceSummary', q: 'shelter' },
      { search: 'serviceSummary', q: 'Meals', filter: 'type', type: 'FOOD' },
      {
        search: 'name,serviceSummary',
        q: 'Meals',
        filter: 'isOpen,category,nearCoordinate',
        isOpen: 'true',
        category: 'MEN',
        nearCoordinate: DENVER,
      },
    ];
    for (const query of queries) {
      const { list, count } = await listAndCount(t, q({ ...query, limit: 0 }));
      expect(list.statusCode, JSON.stringify(query)).toBe(200);
      expect(count.json(), JSON.stringify(query)).toEqual({
        count: (list.json() as Wire[]).length,
      });
    }
  });

  it('combines every condition with AND', async () => {
    const rows = await all({
      filter: 'type,category,city',
      type: 'SHELTER',
      category: 'WOMEN',
      city: 'Denver',
      search: 'name,serviceSummary,description',
      q: 'shelter',
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(s.type).toContain('SHELTER');
      expect(s.category.includes('WOMEN') || s.category.includes('ALL')).toBe(true);
      expect(s.city).toBe('Denver');
    }
    const shelters = await all({ filter: 'type', type: 'SHELTER' });
    expect(rows.length).toBeLessThan(shelters.length);
  });

  it('ignores special keys that are not named in filter', async () => {
    const plain = await all({});
    expect(await all({ type: 'SHELTER' })).toHaveLength(plain.length);
  });

  it('matches search text literally: ( and % are plain characters, never a pattern', async () => {
    const everyone = (await all({})) as (Wire & { description: string })[];
    for (const text of ['(', '%', '_', '.*', '[', 'a_b']) {
      const { list, count } = await listAndCount(
        t,
        q({ search: 'name,description', q: text, limit: 0 }),
      );
      expect(list.statusCode).toBe(200);
      const expected = everyone
        .filter((s) => `${s.name}\n${s.description}`.toLowerCase().includes(text))
        .map((s) => s.id)
        .sort();
      expect((list.json() as Wire[]).map((s) => s.id).sort(), text).toEqual(expected);
      expect(count.json()).toEqual({ count: expected.length });
    }
    expect(everyone.some((s) => s.description.includes('('))).toBe(true);
  });

  it('finds a name with a literal % in it', async () => {
    const admin = await createUser(t.database.db, {
      email: 'pct.admin@test.test',
      roles: ['ADMINISTRATOR'],
    });
    await createService(t, admin.token, { name: 'Discount 100% Pantry' });
    const rows = await all({ search: 'name', q: '100%' });
    expect(rows.map((s) => s.name)).toEqual(['Discount 100% Pantry']);
  });

  it('applies the ALL rule: ALL means every audience, a specific category includes services for all', async () => {
    const everyone = await all({});
    expect(await all({ filter: 'category', category: 'ALL' })).toHaveLength(everyone.length);
    const women = await all({ filter: 'category', category: 'WOMEN' });
    expect(women.every((s) => s.category.includes('WOMEN') || s.category.includes('ALL'))).toBe(
      true,
    );
    const forAll = everyone.filter((s) => s.category.includes('ALL'));
    expect(forAll.length).toBeGreaterThan(0);
    expect(women.filter((s) => s.category.includes('ALL'))).toHaveLength(forAll.length);
    expect(women.length).toBeLessThan(everyone.length);
  });

  it('gives distance in miles as a one-decimal string, matching the shared formula within 0.1 mi', async () => {
    const rows = await all({
      filter: 'nearCoordinate,currentCoordinate,city',
      nearCoordinate: DENVER,
      currentCoordinate: DENVER,
      city: 'Denver',
    });
    expect(rows.length).toBeGreaterThan(10);
    for (const s of rows) {
      expect(s.distance).toMatch(/^\d+\.\d$/);
      const [lng, lat] = s.location.coordinates;
      expect(
        Math.abs(Number(s.distance) - distanceMiles(DENVER_POINT, { lng, lat })),
      ).toBeLessThanOrEqual(0.1);
    }
  });

  it('orders nearest first from nearCoordinate', async () => {
    const rows = await all({
      filter: 'nearCoordinate',
      nearCoordinate: '-118.24|34.05',
      limit: 200,
    });
    const miles = rows.map((s) =>
      distanceMiles(
        { lng: -118.24, lat: 34.05 },
        { lng: s.location.coordinates[0], lat: s.location.coordinates[1] },
      ),
    );
    for (let i = 1; i < miles.length; i++)
      expect(miles[i]! + 1e-6).toBeGreaterThanOrEqual(miles[i - 1]!);
    expect(rows[0]?.city).toBe('Los Angeles');
  });

  it('sorts by likes when asked, even near a point ("Top Kudos")', async () => {
    const rows = await all({
      filter: 'nearCoordinate',
      nearCoordinate: DENVER,
      sort: 'likes',
      direction: 'desc',
      limit: 50,
    });
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.likes).toBeLessThanOrEqual(rows[i - 1]!.likes);
  });

  it('keeps only services open now by the shared engine in their own zone', async () => {
    const before = new Date();
    const rows = await all({ filter: 'isOpen', isOpen: 'true', userTimezone: 420 });
    const after = new Date();
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(isOpenAt(s, before, s.timeZone) || isOpenAt(s, after, s.timeZone)).toBe(true);
    }
    const everyone = await all({});
    const closed = everyone.filter(
      (s) => !isOpenAt(s, before, s.timeZone) && !isOpenAt(s, after, s.timeZone),
    );
    const openIds = new Set(rows.map((s) => s.id));
    expect(closed.some((s) => openIds.has(s.id))).toBe(false);
  });

  it('pages the open-now list after filtering, so pages add up to the count', async () => {
    const { count } = await listAndCount(t, q({ filter: 'isOpen', isOpen: 'true' }));
    const n = (count.json() as { count: number }).count;
    const first = await all({ filter: 'isOpen', isOpen: 'true', limit: 10, skip: 0 });
    const rest = await all({ filter: 'isOpen', isOpen: 'true', limit: 500, skip: 10 });
    expect(first).toHaveLength(Math.min(10, n));
    expect(first.length + rest.length).toBe(n);
  });

  it('shows critical headers only while they have not expired', async () => {
    const rows = await all({ filter: 'isCriticalHeader', isCriticalHeader: 'true' });
    const now = Date.now();
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(s.isCriticalHeader).toBe(true);
      expect(s.isCriticalNeverExpire || Date.parse(s.criticalExpiredAt ?? '') > now).toBe(true);
    }
    const everyone = await all({});
    const expired = everyone.filter(
      (s) =>
        s.isCriticalHeader &&
        !s.isCriticalNeverExpire &&
        Date.parse(s.criticalExpiredAt ?? '') <= now,
    );
    expect(expired.length).toBeGreaterThan(0);
    const ids = new Set(rows.map((s) => s.id));
    expect(expired.some((s) => ids.has(s.id))).toBe(false);
  });

  it('hides permanently closed services unless isShowAll is true', async () => {
    const shown = await all({ filter: 'isShowAll', isShowAll: 'true' });
    const closed = shown.filter((s) =>
      s.closeSchedules.some((c) => c.type === 'PERMANENTLY_CLOSED'),
    );
    expect(closed.length).toBeGreaterThan(0);
    const normal = await all({});
    expect(normal.some((s) => s.closeSchedules.some((c) => c.type === 'PERMANENTLY_CLOSED'))).toBe(
      false,
    );
    expect(normal.length).toBe(shown.length - closed.length);
  });

  it('expands a sub-filter key in q into its phrases, as whole words only', async () => {
    const admin = await createUser(t.database.db, {
      email: 'sub.admin@test.test',
      roles: ['ADMINISTRATOR'],
    });
    const transitional = await createService(t, admin.token, {
      name: 'Bridge House',
      serviceSummary: 'Transitional Housing',
      type: ['RESOURCES'],
    });
    const transit = await createService(t, admin.token, {
      name: 'Bus Pass Desk',
      serviceSummary: 'Transit',
      type: ['RESOURCES'],
    });
    const rows = await all({
      search: 'name, description, serviceSummary',
      q: 'Assistance',
      filter: 'type',
      type: 'RESOURCES',
    });
    const ids = rows.map((s) => s.id);
    expect(ids).toContain(transit.id);
    expect(ids).not.toContain(transitional.id);
    const phrases = SUMMARY_KEYWORDS.Assistance.map((p) => p.toLowerCase());
    for (const s of rows) {
      expect(phrases.some((p) => new RegExp(`\\b${p}\\b`, 'i').test(s.serviceSummary))).toBe(true);
    }
    const { count } = await listAndCount(
      t,
      q({
        search: 'name, description, serviceSummary',
        q: 'Assistance',
        filter: 'type',
        type: 'RESOURCES',
      }),
    );
    expect(count.json()).toEqual({ count: rows.length });
  });

  it('filters by owner, by volunteer creation, and fetches favourites by _id with limit 0', async () => {
    const db = t.database.db;
    const owner = await createUser(db, { email: 'owner.list@test.test', roles: ['USER'] });
    const volunteer = await createUser(db, { email: 'vol.list@test.test', roles: ['VOLUNTEER'] });
    const mine = await createService(t, owner.token);
    const theirs = await createService(t, volunteer.token);
    const own = await all(
      { filter: 'user,isShowAll', user: owner.id, isShowAll: 'true' },
      owner.token,
    );
    expect(own.map((s) => s.id)).toEqual([mine.id]);
    expect(own[0]?.userEmail).toBe('owner.list@test.test');
    expect(await all({ filter: 'user', user: owner.id })).toEqual([]);
    const admin = await createUser(db, { email: 'admin.list@test.test', roles: ['ADMINISTRATOR'] });
    const byVolunteers = await all(
      { filter: 'userType,isApproved', userType: 'VOLUNTEER', isApproved: 'false' },
      admin.token,
    );
    expect(byVolunteers.map((s) => s.id)).toEqual([theirs.id]);
    const some = (await all({ limit: 3 })).map((s) => s.id);
    const favs = await all({
      filter: '_id,isApproved',
      _id: [...some, mine.id, 'not-an-id'].join(','),
      isApproved: 'true',
      limit: 0,
    });
    expect(favs.map((s) => s.id).sort()).toEqual([...some].sort());
  });

  it("answers a guest's repeated query with what a write in between changed", async () => {
    const url = `/api/services?${q({ filter: 'city', city: 'Denver', sort: 'likes', direction: 'desc', limit: 1 })}`;
    const first = (await call(t, { method: 'GET', url })).json() as Wire[];
    expect((await call(t, { method: 'GET', url })).json()).toEqual(first);
    const top = first[0]!;
    for (let i = 0; i < 2; i++) {
      await call(t, {
        method: 'POST',
        url: `/api/services/${top.id}/likes`,
        payload: { deviceId: `cache-device-${i}` },
      });
    }
    const after = (await call(t, { method: 'GET', url })).json() as Wire[];
    expect(after[0]).toMatchObject({ id: top.id, likes: top.likes + 2 });
  });

  it('answers a cached list compressed as the client accepts, the same JSON in each form', async () => {
    const url = `/api/services?${q({ filter: 'city', city: 'Denver', limit: 20 })}`;
    const plain = await call(t, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const forms = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, encoding, decode] of forms) {
      // Twice: the first fills the cache, the second is answered from it.
      for (let i = 0; i < 2; i++) {
        const res = await call(t, { method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    }
  });

  it('rejects malformed parameters with 400 {code, message}', async () => {
    const malformed: Record<string, string>[] = [
      { filter: 'nearCoordinate', nearCoordinate: 'denver' },
      { filter: 'isApproved', isApproved: 'yes' },
      { sort: 'password' },
      { limit: '-1' },
      // Search text reaches ILIKE over every listed field: bounded (docs/architecture.md "The place search").
      { search: 'name,description', q: 'a'.repeat(SEARCH_TEXT_MAX + 1) },
    ];
    for (const query of malformed) {
      const res = await call(t, { method: 'GET', url: `/api/services?${q(query)}` });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const twice = await call(t, { method: 'GET', url: '/api/services?q=a&q=b&search=name' });
    expect(twice.statusCode).toBe(400);
    const longest = q({ search: 'name', q: 'a'.repeat(SEARCH_TEXT_MAX) });
    expect((await call(t, { method: 'GET', url: `/api/services?${longest}` })).statusCode).toBe(
      200,
    );
  });
});
