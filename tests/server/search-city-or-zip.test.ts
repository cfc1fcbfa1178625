import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_LOOKUP_RATE_LIMIT, TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { PLACE_KEYWORD_MAX } from '@shared/query/constants';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

describe.each(databaseKinds)('POST /api/services/search-city-or-zip on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const search = (keyword: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/search-city-or-zip',
      payload: { keyword },
      remoteAddress,
    });
  const names = (res: { json(): { cities: { search: string }[] } }) =>
    res.json().cities.map((c) => c.search);

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

  it('finds a city by a later word of its name, after the cities whose name starts so', async () => {
    expect(names(await search('angeles'))[0]).toBe('Los Angeles CA');
    const york = names(await search('york'));
    expect(york).toContain('New York City NY');
    expect(york.indexOf('New York City NY')).toBeGreaterThan(york.indexOf('York PA'));
  });

  it('finds a misspelt city whose words start right, and nothing for letter soup', async () => {
    expect(names(await search('sn francsco'))).toContain('San Francisco CA');
    expect(names(await search('Denvr'))).toContain('Denver CO');
    expect((await search('qzqzq xkxkx')).json()).toEqual({ cities: [], zips: [] });
  });

  it(`answers a keyword of ${PLACE_KEYWORD_MAX} characters and refuses a longer one`, async () => {
    const long = `Denver CO ${'x'.repeat(PLACE_KEYWORD_MAX - 10)}`;
    const res = await search(long);
    expect(res.statusCode).toBe(200);
    expect(res.json().cities.length).toBeLessThanOrEqual(25);
    const tooLong = await search(`${long}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 400, field: 'keyword' });
  });

  it('refuses a keyword with a control character, naming the field, instead of a 500', async () => {
    const res = await search('Den\u0000ver');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, field: 'keyword' });
  });

  it('is rate-limited per client like the other public lookups', async () => {
    for (let i = 0; i < PUBLIC_LOOKUP_RATE_LIMIT.max; i += 1) {
      expect((await search('', '10.9.0.1')).statusCode).toBe(200);
    }
    const blocked = await search('Denver', '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      message: TOO_MANY_REQUESTS,
      reason: 'RATE_LIMITED',
    });
    expect((await search('Denver', '10.9.0.2')).statusCode).toBe(200);
  });

  it('treats % and _ as plain characters', async () => {
    const { cities } = (await search('%')).json();
    expect(cities).toEqual([]);
  });

  it('answers an empty keyword with empty lists', async () => {
    expect((await search('   ')).json()).toEqual({ cities: [], zips: [] });
  });
});
