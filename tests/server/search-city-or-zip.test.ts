import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../helpers/build-app';

describe.each(databaseKinds)('POST /api/services/search-city-or-zip on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const search = (keyword: string) =>
    t.app.inject({ method: 'POST', url: '/api/services/search-city-or-zip', payload: { keyword } });

  it('finds a city by name and state from the offline gazetteer, largest first', async () => {
    const res = await search('Denver, CO');
    expect(res.statusCode).toBe(200);
    const { cities, zips } = res.json();
    expect(zips).toEqual([]);
    expect(cities[0]).toMatchObject({ name: 'Denver', state: 'CO', search: 'Denver CO' });
    const [lng, lat] = cities[0].location.coordinates;
    expect(lat).toBeCloseTo(39.74, 1);
    expect(lng).toBeCloseTo(-104.98, 1);
  });

  it('matches without accents or case', async () => {
    const { cities } = (await search('SAN JOSÉ')).json();
    expect(cities.map((c: { search: string }) => c.search)).toContain('San Jose CA');
  });

  it('finds ZIP codes by their first digits', async () => {
    const { zips } = (await search('8020')).json();
    expect(zips.length).toBeGreaterThan(0);
    expect(zips.every((z: { code: string }) => z.code.startsWith('8020'))).toBe(true);
    expect(zips.find((z: { code: string }) => z.code === '80202')).toMatchObject({
      city: 'Denver',
      state: 'CO',
    });
  });

  it('answers at most 25 cities and 25 ZIP codes', async () => {
    const { zips } = (await search('8')).json();
    expect(zips).toHaveLength(25);
    const { cities } = (await search('san')).json();
    expect(cities.length).toBeGreaterThan(10);
    expect(cities.length).toBeLessThanOrEqual(25);
  });

  it('ranks prefix matches first, then finds misspelt cities by likeness', async () => {
    const { cities } = (await search('Denvr co')).json();
    expect(cities.map((c: { search: string }) => c.search)).toContain('Denver CO');
    const prefix = (await search('Denver')).json().cities as { search: string }[];
    expect(prefix[0]?.search).toBe('Denver CO');
  });

  it('treats % and _ as plain characters', async () => {
    const { cities } = (await search('%')).json();
    expect(cities).toEqual([]);
  });

  it('answers an empty keyword with empty lists', async () => {
    expect((await search('   ')).json()).toEqual({ cities: [], zips: [] });
  });
});
