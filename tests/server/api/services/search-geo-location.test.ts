import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call } from './helpers';

describe.each(databaseKinds)('POST /api/services/search-geo-location on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const locate = (payload: unknown) =>
    call(t, {
      method: 'POST',
      url: '/api/services/search-geo-location',
      payload: payload as object,
    });

  it("finds the nearest city and ZIP code for 'lng|lat'", async () => {
    const res = await locate({ coordinate: '-104.99|39.74' });
    expect(res.statusCode).toBe(200);
    const { city, zip } = res.json();
    expect(city).toMatchObject({ name: 'Denver', state: 'CO', location: { type: 'Point' } });
    expect(zip.code).toMatch(/^80\d{3}$/);
  });

  it('takes {lat, lng} as well', async () => {
    const { city } = (await locate({ lat: 47.61, lng: -122.33 })).json();
    expect(city).toMatchObject({ name: 'Seattle', state: 'WA' });
  });

  it('answers 400 for a missing or malformed point', async () => {
    for (const body of [
      {},
      { coordinate: 'here' },
      { lat: 100, lng: 0 },
      { coordinate: '0|0' },
      [],
    ]) {
      const res = await locate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });
});
