import { distanceMiles, type LngLat } from '@shared/geo/distance';
import type { LocalPlace, RefugioDb } from './database';

// The place names the offline map draws, from the local gazetteer slice (docs/map.md): the map has
// no glyphs and no streets, so these are its only words besides the services.

/** A box in degrees (west may be greater than east across the antimeridian). */
export interface PlaceBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Whether a point lies in the box, across the antimeridian too. */
export function inBox(box: PlaceBox, lng: number, lat: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east
    ? lng >= box.west && lng <= box.east
    : lng >= box.west || lng <= box.east;
}

/**
 * The largest gazetteer cities inside a box, largest first; with `zips`, then the ZIP codes in it
 * (a ZIP code's area is a few miles across: a name for a street-level view, where a city's centre
 * is seldom in sight). The local `places` slice keeps the server's order (cities largest first)
 * as `rank`, and holds a few thousand rows at most, so one pass is enough.
 */
export async function placesInView(
  db: RefugioDb,
  box: PlaceBox,
  limit: number,
  { zips = false }: { zips?: boolean } = {},
): Promise<LocalPlace[]> {
  if (limit <= 0) return [];
  const kinds = zips ? ['city', 'zip'] : ['city'];
  const found = await db.places
    .where('kind')
    .anyOf(kinds)
    .filter((p) => inBox(box, p.lng, p.lat))
    .toArray();
  found.sort((a, b) => (a.kind === b.kind ? a.rank - b.rank : a.kind === 'city' ? -1 : 1));
  return found.slice(0, limit);
}

/** A city and how far it is from the point asked about. */
export interface NearPlace {
  place: LocalPlace;
  miles: number;
}

/** The gazetteer cities nearest a point, nearest first, no farther than `maxMiles`. */
export async function nearestCities(
  db: RefugioDb,
  around: LngLat,
  limit: number,
  maxMiles: number,
): Promise<NearPlace[]> {
  const cities = await db.places.where('kind').equals('city').toArray();
  return cities
    .map((place) => ({ place, miles: distanceMiles(around, place) }))
    .filter((p) => p.miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit);
}
