import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

describe.each(databaseKinds)('lookups on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  describe('GET /api/cities/static-countries', () => {
    it('lists the United States and Canada first, with Spanish names', async () => {
      const res = await t.app.inject({ url: '/api/cities/static-countries' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.length).toBeGreaterThan(200);
      expect(list[0]).toEqual({ code: 'US', name: 'United States', nameEs: expect.any(String) });
      expect(list[1].code).toBe('CA');
      expect(list[1].nameEs).toBe('Canadá');
    });
  });

  describe('GET /api/cities/static-states/:country', () => {
    it.each(['US', 'us', 'United States'])('lists the states of %s', async (country) => {
      const res = await t.app.inject({
        url: `/api/cities/static-states/${encodeURIComponent(country)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({ code: 'CO', name: 'Colorado' });
    });

    it('answers [] for an unknown country', async () => {
      const res = await t.app.inject({ url: '/api/cities/static-states/Atlantis' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });

  describe('GET /api/cities/static-cities/:country/:state', () => {
    it('lists the cities of a state, largest first', async () => {
      const res = await t.app.inject({ url: '/api/cities/static-cities/US/co' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list[0]).toMatchObject({ name: 'Denver', state: 'CO', location: { type: 'Point' } });
      expect(list.every((c: { state: string }) => c.state === 'CO')).toBe(true);
    });

    it.each(['CA/ON', 'US/ZZ', 'Atlantis/CO'])('answers [] for %s', async (path) => {
      const res = await t.app.inject({ url: `/api/cities/static-cities/${path}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });
});
