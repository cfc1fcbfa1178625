import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '@shared/geo/distance';
import {
  PLACES_CITY_MILES,
  PLACES_LARGEST,
  PLACES_ZIP_MILES,
  syncPlacesAnswer,
} from '@shared/sync/places';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

const DENVER = { lng: -104.99, lat: 39.74 };

describe.each(databaseKinds)('GET /api/sync/places on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/sync/places${query}` });

  it('sends the cities and ZIP codes around a point, each within its radius', async () => {
    const res = await get(`?near=${DENVER.lng}|${DENVER.lat}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const answer = syncPlacesAnswer.parse(res.json());
    const cities = answer.places.filter((p) => p.kind === 'city');
    const zips = answer.places.filter((p) => p.kind === 'zip');
    expect(cities.map((c) => `${c.name} ${c.state}`)).toContain('Boulder CO');
    expect(zips.map((z) => z.code)).toContain('80202');
    // Largest city first.
    expect(cities[0]).toMatchObject({ name: 'Denver', state: 'CO' });
    for (const city of cities)
      expect(distanceMiles(DENVER, city)).toBeLessThanOrEqual(PLACES_CITY_MILES + 0.5);
    for (const zip of zips)
      expect(distanceMiles(DENVER, zip)).toBeLessThanOrEqual(PLACES_ZIP_MILES + 0.5);
    expect(cities.map((c) => c.state)).not.toContain('NY');
  });

  it('sends the largest cities when no point is given', async () => {
    const answer = syncPlacesAnswer.parse((await get('')).json());
    expect(answer.near).toBeNull();
    expect(answer.places.length).toBeLessThanOrEqual(PLACES_LARGEST);
    expect(answer.places.length).toBeGreaterThan(100);
    expect(answer.places[0]).toMatchObject({ name: 'New York City', state: 'NY', kind: 'city' });
  });

  it('rejects a malformed point with 400 {code, message}', async () => {
    for (const query of ['?near=abc', '?near=1|', '?near=999|999']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });
});
