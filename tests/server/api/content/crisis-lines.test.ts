import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_MAX, SEARCH_TEXT_MAX } from '@shared/query/constants';
import { MESSAGES } from '@shared/validation/messages';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp, tombstoneOf } from './content-helpers';

const line = {
  name: 'Test Line',
  description: 'Someone to talk to.',
  area: 'Denver CO',
  time: '24/7',
  phone: '555-0100',
  text: 'HELLO to 555',
  website: 'https://example.org',
  descriptionEs: 'Alguien con quien hablar.',
  unknownKey: 'ignored',
};

describe.each(databaseKinds)('crisis lines on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    ({ t, admin, user } = await buildContentApp(kind, 'cl'));
  });
  afterAll(() => t.close());

  const create = async (payload: object = line) =>
    t.app.inject({ method: 'POST', url: '/api/crisis-lines', headers: admin, payload });

  describe('POST /api/crisis-lines', () => {
    it('creates a line with the wire names and a sync cursor', async () => {
      const res = await create();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        name: 'Test Line',
        time: '24/7',
        descriptionEs: 'Alguien con quien hablar.',
        hoursEs: null,
        ranking: 0,
      });
      expect(body.rev).toBeGreaterThan(0);
      expect(body).not.toHaveProperty('unknownKey');
      expect(body).not.toHaveProperty('hours');
    });

    it('ranks a national line first', async () => {
      const res = await create({ ...line, area: 'USA' });
      expect(res.json()).toMatchObject({ ranking: 1, location: { coordinates: [0, 0] } });
    });

    it('rejects a missing time with the shared message', async () => {
      const res = await create({ ...line, time: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Please input your time.',
        field: 'time',
        reason: 'VALIDATION_FAILED',
      });
    });

    it(`refuses an area over ${AREA_MAX} characters (it is geocoded like a place search)`, async () => {
      expect((await create({ ...line, area: `Denver CO${' '.repeat(AREA_MAX)}` })).statusCode).toBe(
        200,
      );
      const res = await create({ ...line, area: 'a'.repeat(AREA_MAX + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.AREA_TOO_LONG,
        field: 'area',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('rejects a name of the wrong type and a malformed body with 400', async () => {
      const wrongType = await create({ ...line, name: 42 });
      expect(wrongType.json()).toEqual({
        code: 400,
        message: 'Please input crisisline name.',
        field: 'name',
        reason: 'VALIDATION_FAILED',
      });
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/crisis-lines',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        code: 400,
        message: 'The request body is not valid JSON.',
        reason: 'MALFORMED_REQUEST',
      });
    });

    it('rejects a guest with 401 and a plain user with 403', async () => {
      const guest = await t.app.inject({ method: 'POST', url: '/api/crisis-lines', payload: line });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ code: 401, message: 'Unauthorized', reason: 'UNAUTHORIZED' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/crisis-lines',
        headers: user,
        payload: line,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'Forbidden', reason: 'FORBIDDEN' });
    });
  });

  describe('GET /api/crisis-lines and /count', () => {
    it('pages by 25 and agrees with the count', async () => {
      for (let i = 0; i < 26; i += 1) await create({ ...line, name: `Paged ${i}` });
      const q = 'search=name&q=Paged';
      const page = await t.app.inject({ url: `/api/crisis-lines?${q}` });
      const count = await t.app.inject({ url: `/api/crisis-lines/count?${q}` });
      expect(page.json()).toHaveLength(25);
      expect(count.json()).toEqual({ count: 26 });
      const rest = await t.app.inject({ url: `/api/crisis-lines?${q}&skip=25` });
      expect(rest.json()).toHaveLength(1);
    });

    it('sorts newest first when asked', async () => {
      const res = await t.app.inject({
        url: '/api/crisis-lines?search=name&q=Paged&sort=createdAt&direction=desc&limit=2',
      });
      expect(res.json().map((l: { name: string }) => l.name)).toEqual(['Paged 25', 'Paged 24']);
    });

    it('matches search text literally', async () => {
      const res = await t.app.inject({ url: '/api/crisis-lines/count?search=name&q=%25' });
      expect(res.json()).toEqual({ count: 0 });
    });

    it(`refuses search text over ${SEARCH_TEXT_MAX} characters (it reaches ILIKE)`, async () => {
      const at = (n: number) => `/api/crisis-lines/count?search=name,area&q=${'a'.repeat(n)}`;
      expect((await t.app.inject({ url: at(SEARCH_TEXT_MAX) })).statusCode).toBe(200);
      const res = await t.app.inject({ url: at(SEARCH_TEXT_MAX + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: `Parameter q must be at most ${SEARCH_TEXT_MAX} characters.`,
        reason: 'VALIDATION_FAILED',
      });
    });

    it('rejects an unknown sort field', async () => {
      const res = await t.app.inject({ url: '/api/crisis-lines?sort=password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Parameter sort must be one of/);
    });
  });

  describe('GET /api/crisis-lines/:id', () => {
    it('answers a line to anyone', async () => {
      const id = (await create()).json().id;
      const res = await t.app.inject({ url: `/api/crisis-lines/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(id);
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for %s',
      async (id) => {
        const res = await t.app.inject({ url: `/api/crisis-lines/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 404,
          message: 'Crisis line not found',
          reason: 'NOT_FOUND',
        });
      },
    );
  });

  describe('PUT /api/crisis-lines/:id', () => {
    it('raises the rev of an edited line', async () => {
      const created = (await create()).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/crisis-lines/${created.id}`,
        headers: admin,
        payload: { ...line, name: 'Renamed', id: created.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Renamed');
      expect(res.json().rev).toBeGreaterThan(created.rev);
    });

    it('answers 404 for an unknown line', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/crisis-lines/00000000-0000-4000-8000-000000000000',
        headers: admin,
        payload: line,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: 'Crisis line not found',
        reason: 'NOT_FOUND',
      });
    });
  });

  describe('DELETE /api/crisis-lines/:id', () => {
    it('deletes a line and leaves a tombstone', async () => {
      const created = (await create()).json();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/crisis-lines/${created.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(created.id);
      const stone = await tombstoneOf(t.database.db, 'crisis_lines', created.id);
      expect(stone?.rev).toBeGreaterThan(created.rev);
      const again = await t.app.inject({ url: `/api/crisis-lines/${created.id}` });
      expect(again.statusCode).toBe(404);
    });

    it('rejects a plain user', async () => {
      const created = (await create()).json();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/crisis-lines/${created.id}`,
        headers: user,
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
