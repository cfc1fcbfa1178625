import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

type Headers = Record<string, string>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('regions, liaisons and coordinators on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let lead: Headers;
  let user: Headers;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    const a = await createUser(db, { email: 'rg-admin@x.test', roles: ['ADMINISTRATOR'] });
    const l = await createUser(db, { email: 'rg-lead@x.test', roles: ['VOLUNTEER LEAD', 'USER'] });
    const u = await createUser(db, { email: 'rg-user@x.test', roles: ['USER'] });
    admin = { authorization: `Bearer ${a.token}` };
    lead = { authorization: `Bearer ${l.token}` };
    user = { authorization: `Bearer ${u.token}` };
  });
  afterAll(() => t.close());

  let n = 0;
  const createRegion = async (extra: object = {}) => {
    n += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/regions',
      headers: admin,
      payload: {
        name: `Region ${n}`,
        description: 'Front Range',
        states: ['co', 'WY', 'co'],
        ...extra,
      },
    });
    return res;
  };

  describe('/api/regions', () => {
    it('creates a region with upper-case states, each once', async () => {
      const res = await createRegion();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ description: 'Front Range', states: ['CO', 'WY'] });
    });

    it('refuses a duplicate name, whatever its case, with 409', async () => {
      await createRegion({ name: 'Mountain West' });
      const res = await createRegion({ name: 'mountain west' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 409,
        message: 'A region with this name already exists.',
        reason: 'CONFLICT',
      });
    });

    it('rejects a state that is not a USPS code', async () => {
      const res = await createRegion({ states: ['Colorado'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, field: 'states.0' });
    });

    it('requires a name', async () => {
      const res = await createRegion({ name: ' ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('name');
    });

    it('lets staff read and agrees with the count, but refuses a plain user', async () => {
      const list = await t.app.inject({ url: '/api/regions?limit=0', headers: lead });
      const count = await t.app.inject({ url: '/api/regions/count', headers: lead });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(count.json().count);
      expect((await t.app.inject({ url: '/api/regions', headers: user })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/regions' })).statusCode).toBe(401);
    });

    it('updates, refuses a taken name, and deletes', async () => {
      const a = (await createRegion()).json();
      const b = (await createRegion()).json();
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/regions/${a.id}`, headers: admin, payload });
      expect((await put({ name: b.name })).statusCode).toBe(409);
      const ok = await put({ name: `${a.name} renamed`, states: [] });
      expect(ok.json()).toMatchObject({ name: `${a.name} renamed`, states: [], description: null });
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/regions/${a.id}`,
        headers: admin,
      });
      expect(del.statusCode).toBe(200);
      const gone = await t.app.inject({ url: `/api/regions/${a.id}`, headers: admin });
      expect(gone.json()).toEqual({ code: 404, message: 'Region not found', reason: 'NOT_FOUND' });
    });

    it('answers 404 for unknown and malformed ids, and 403 to a lead who writes', async () => {
      for (const id of [UNKNOWN, 'nope']) {
        expect((await t.app.inject({ url: `/api/regions/${id}`, headers: admin })).statusCode).toBe(
          404,
        );
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/regions',
        headers: lead,
        payload: { name: 'Lead region' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('/api/homeless-liaisons', () => {
    it('creates, filters by region, updates and deletes a liaison', async () => {
      const region = (await createRegion()).json();
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/homeless-liaisons',
        headers: admin,
        payload: {
          name: 'Pat Lee',
          organization: 'Denver Public Schools',
          email: ' PAT@dps.org ',
          phone: '(303) 555-0100',
          area: 'Denver',
          regionId: region.id,
          notes: '',
        },
      });
      expect(create.statusCode).toBe(200);
      const liaison = create.json();
      expect(liaison).toMatchObject({ email: 'pat@dps.org', regionId: region.id, notes: null });
      const q = `filter=regionId&regionId=${region.id}`;
      const list = await t.app.inject({ url: `/api/homeless-liaisons?${q}`, headers: lead });
      const count = await t.app.inject({ url: `/api/homeless-liaisons/count?${q}`, headers: lead });
      expect(list.json().map((l: { id: string }) => l.id)).toEqual([liaison.id]);
      expect(count.json()).toEqual({ count: 1 });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/homeless-liaisons/${liaison.id}`,
        headers: admin,
        payload: { name: 'Pat Lee-Smith' },
      });
      expect(put.json()).toMatchObject({ name: 'Pat Lee-Smith', regionId: null, email: null });
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/homeless-liaisons/${liaison.id}`,
        headers: admin,
      });
      expect(del.statusCode).toBe(200);
      const gone = await t.app.inject({
        url: `/api/homeless-liaisons/${liaison.id}`,
        headers: admin,
      });
      expect(gone.json()).toEqual({
        code: 404,
        message: 'Homeless liaison not found',
        reason: 'NOT_FOUND',
      });
    });

    it('rejects an unknown region and a bad email', async () => {
      const post = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/homeless-liaisons', headers: admin, payload });
      const region = await post({ name: 'X', regionId: UNKNOWN });
      expect(region.statusCode).toBe(400);
      expect(region.json()).toEqual({
        code: 400,
        message: 'Region not found',
        reason: 'VALIDATION_FAILED',
      });
      const email = await post({ name: 'X', email: 'nope' });
      expect(email.json()).toEqual({
        code: 400,
        message: 'Please input valid Email.',
        field: 'email',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('keeps contact details from guests and plain users', async () => {
      expect((await t.app.inject({ url: '/api/homeless-liaisons' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/homeless-liaisons', headers: user })).statusCode,
      ).toBe(403);
    });
  });

  describe('/api/regions/:id/coordinators', () => {
    it('replaces the list and answers it', async () => {
      const region = (await createRegion()).json();
      const url = `/api/regions/${region.id}/coordinators`;
      const first = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin,
        payload: [{ name: 'Zoe' }, { name: 'Ann', email: 'ANN@x.org', phone: '555' }],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().map((c: { name: string }) => c.name)).toEqual(['Ann', 'Zoe']);
      const second = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin,
        payload: { coordinators: [{ name: 'Bo' }] },
      });
      expect(second.json()).toMatchObject([{ name: 'Bo', email: null, regionId: region.id }]);
      const read = await t.app.inject({ url, headers: lead });
      expect(read.json()).toHaveLength(1);
    });

    it.each([[[]], [{}]])('asks for at least one coordinator (%j)', async (payload) => {
      const region = (await createRegion()).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/regions/${region.id}/coordinators`,
        headers: admin,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please input at least one Coordinator.');
    });

    it('refuses the same name twice', async () => {
      const region = (await createRegion()).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/regions/${region.id}/coordinators`,
        headers: admin,
        payload: [{ name: 'Al' }, { name: 'al' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Each coordinator needs a different name.');
    });

    it('answers 404 for an unknown region and 403 to a lead who writes', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/regions/${UNKNOWN}/coordinators`,
        headers: admin,
        payload: [{ name: 'Al' }],
      });
      expect(res.statusCode).toBe(404);
      const region = (await createRegion()).json();
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/regions/${region.id}/coordinators`,
        headers: lead,
        payload: [{ name: 'Al' }],
      });
      expect(refused.statusCode).toBe(403);
    });
  });
});
