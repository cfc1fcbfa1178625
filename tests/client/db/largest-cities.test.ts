import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '../../../src/client/db/database';
import { largestCities } from '../../../src/client/db/largest-cities';
import { storePlaces } from '../../../src/client/db/places';
import type { PlaceRecord } from '../../../src/shared/sync/places';
import { freshDb } from '../sync/fakes';

const city = (id: string, name: string, lng: number, lat: number): PlaceRecord => ({
  id: `city:${id}`,
  kind: 'city',
  name,
  state: 'CO',
  lng,
  lat,
});

// In the server's order: largest first (storePlaces keeps it as `rank`).
const PLACES: PlaceRecord[] = [
  city('1', 'Denver', -104.99, 39.74),
  city('2', 'Colorado Springs', -104.82, 38.83),
  city('3', 'Aurora', -104.83, 39.73),
  {
    id: 'zip:80202',
    kind: 'zip',
    name: 'Denver',
    state: 'CO',
    code: '80202',
    lng: -104.99,
    lat: 39.75,
  },
  city('4', 'Lakewood', -105.08, 39.7),
  city('5', 'Grand Junction', -108.55, 39.06),
];

describe('largestCities', () => {
  let db: RefugioDb;
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('gives the largest cities inside the box, largest first, never ZIP codes', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    const frontRange = { west: -106, south: 39.5, east: -104.5, north: 40 };
    const found = await largestCities(db, frontRange, 10);
    expect(found.map((p) => p.name)).toEqual(['Denver', 'Aurora', 'Lakewood']);
  });

  it('stops at the limit', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    const colorado = { west: -109.1, south: 36.9, east: -102, north: 41 };
    expect((await largestCities(db, colorado, 2)).map((p) => p.name)).toEqual([
      'Denver',
      'Colorado Springs',
    ]);
    expect(await largestCities(db, colorado, 0)).toEqual([]);
  });
});
