import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { searchPlaces } from '@client/db/places';
import { refreshPlaces } from '@client/sync/places';
import { PLACES_MAX_AGE_MS, type PlaceRecord } from '@shared/sync/places';
import { freshDb } from './fakes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const PLACES: PlaceRecord[] = [
  { id: 'city:1', kind: 'city', name: 'Denver', state: 'CO', lng: -104.99, lat: 39.74 },
  { id: 'city:2', kind: 'city', name: 'San José', state: 'CA', lng: -121.89, lat: 37.34 },
  { id: 'city:3', kind: 'city', name: 'Dent', state: 'MN', lng: -95.7, lat: 46.55 },
  {
    id: 'zip:80203',
    kind: 'zip',
    name: 'Denver',
    state: 'CO',
    code: '80203',
    lng: -105,
    lat: 39.7,
  },
  {
    id: 'zip:80202',
    kind: 'zip',
    name: 'Denver',
    state: 'CO',
    code: '80202',
    lng: -105,
    lat: 39.7,
  },
];

/** A fetch of the slice that records each query. */
function fakeServer() {
  const queries: string[] = [];
  const fetchPlaces = async (query: string) => {
    queries.push(query);
    return { near: query ? decodeURIComponent(query.slice(6)) : null, places: PLACES };
  };
  return { queries, fetchPlaces };
}

describe('offline location search', () => {
  it('finds cities by the first letters of name and state, without accents, and ZIPs by digits', async () => {
    db = freshDb();
    const server = fakeServer();
    await refreshPlaces(db, null, 1000, server.fetchPlaces);
    expect((await searchPlaces(db, 'den')).map((p) => p.name)).toEqual(['Denver', 'Dent']);
    expect((await searchPlaces(db, 'Denver, co')).map((p) => p.id)).toEqual(['city:1']);
    expect((await searchPlaces(db, 'SAN JOSE')).map((p) => p.id)).toEqual(['city:2']);
    expect((await searchPlaces(db, '8020')).map((p) => p.code)).toEqual(['80202', '80203']);
    expect(await searchPlaces(db, 'nowhere')).toEqual([]);
    expect(await searchPlaces(db, '  ')).toEqual([]);
  });

  it('fetches the slice again only when it is old, or the person moved far from it', async () => {
    db = freshDb();
    const server = fakeServer();
    const denver = { lng: -104.99, lat: 39.74 };
    expect(await refreshPlaces(db, null, 1000, server.fetchPlaces)).toBe(true);
    expect(await refreshPlaces(db, null, 2000, server.fetchPlaces)).toBe(false);
    // A location is known now: the largest-cities slice is replaced by the one around it.
    expect(await refreshPlaces(db, denver, 3000, server.fetchPlaces)).toBe(true);
    expect(await refreshPlaces(db, { lng: -104.9, lat: 39.8 }, 4000, server.fetchPlaces)).toBe(
      false,
    );
    // Boulder is ~25 miles away; Colorado Springs ~65.
    expect(await refreshPlaces(db, { lng: -104.82, lat: 38.83 }, 5000, server.fetchPlaces)).toBe(
      true,
    );
    expect(
      await refreshPlaces(
        db,
        { lng: -104.82, lat: 38.83 },
        5000 + PLACES_MAX_AGE_MS + 1,
        server.fetchPlaces,
      ),
    ).toBe(true);
    expect(server.queries).toEqual([
      '',
      `?near=${encodeURIComponent('-104.99|39.74')}`,
      `?near=${encodeURIComponent('-104.82|38.83')}`,
      `?near=${encodeURIComponent('-104.82|38.83')}`,
    ]);
    expect(await db.places.count()).toBe(PLACES.length);
  });
});
