import type { LocalPlace, RefugioDb } from './database';

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
 * The largest gazetteer cities inside a box, largest first, for the map's city names. The local
 * `places` slice keeps the server's order (cities largest first) as `rank`, and holds a few
 * thousand rows at most, so one pass over the cities is enough.
 */
export async function largestCities(
  db: RefugioDb,
  box: PlaceBox,
  limit: number,
): Promise<LocalPlace[]> {
  if (limit <= 0) return [];
  const cities = await db.places
    .where('kind')
    .equals('city')
    .filter((p) => inBox(box, p.lng, p.lat))
    .toArray();
  cities.sort((a, b) => a.rank - b.rank);
  return cities.slice(0, limit);
}
