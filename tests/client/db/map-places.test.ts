import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { nearestCities, placesInView } from '@client/db/map-places';
import { storePlaces } from '@client/db/places';
import type { PlaceRecord } from '@shared/sync/places';
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

describe('placesInView', () => {
  let db: RefugioDb;
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('gives the largest cities inside the box, largest first, and no ZIP codes', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    const frontRange = { west: -106, south: 39.5, east: -104.5, north: 40 };
    const found = await placesInView(db, frontRange, 10);
    expect(found.map((p) => p.name)).toEqual(['Denver', 'Aurora', 'Lakewood']);
  });

  it('adds the ZIP codes in the box after the cities when asked (a street-level view)', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    const downtown = { west: -105.0, south: 39.73, east: -104.98, north: 39.76 };
    const found = await placesInView(db, downtown, 10, { zips: true });
    expect(found.map((p) => p.code ?? p.name)).toEqual(['Denver', '80202']);
    expect(await placesInView(db, downtown, 1, { zips: true })).toHaveLength(1);
  });

  it('stops at the limit', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    const colorado = { west: -109.1, south: 36.9, east: -102, north: 41 };
    expect((await placesInView(db, colorado, 2)).map((p) => p.name)).toEqual([
      'Denver',
      'Colorado Springs',
    ]);
    expect(await placesInView(db, colorado, 0)).toEqual([]);
  });
});

describe('nearestCities', () => {
  let db: RefugioDb;
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('gives the cities nearest a point, nearest first, within the distance, never ZIP codes', async () => {
    db = freshDb();
    await storePlaces(db, null, PLACES, 0);
    // A street in Aurora: Aurora, then Denver (8 mi), then Lakewood (13 mi); the Springs are 62 mi.
    const found = await nearestCities(db, { lng: -104.84, lat: 39.72 }, 5, 50);
    expect(found.map((p) => p.place.name)).toEqual(['Aurora', 'Denver', 'Lakewood']);
    expect(found[1]!.miles).toBeCloseTo(7.9, 0);
    expect(await nearestCities(db, { lng: -104.84, lat: 39.72 }, 1, 50)).toHaveLength(1);
  });
});
