import { and, asc, desc, eq, like, notInArray, sql } from 'drizzle-orm';
import { foldSearchText } from '../../../shared/domain/search-text';
import type { LngLat } from '../../../shared/geo/distance';
import type { Database } from '../client';
import { cities, zips } from '../schema';
import { escapeLike } from './like';

/** Up to 25 cities and 25 ZIP codes, as the original answered (api-contract §2.3). */
export const GAZETTEER_LIMIT = 25;
/** pg_trgm similarity a misspelt city must reach ('Denvr co' → Denver). */
const FUZZY_THRESHOLD = 0.3;

const zipColumns = {
  id: zips.id,
  code: zips.code,
  city: zips.city,
  state: zips.state,
  lat: zips.lat,
  lng: zips.lng,
};
const cityColumns = {
  id: cities.id,
  name: cities.name,
  state: cities.state,
  search: cities.search,
  lat: cities.lat,
  lng: cities.lng,
};
export type CityRow = { id: string; name: string; state: string; search: string } & LngLat;
export type ZipRow = { id: string; code: string; city: string; state: string } & LngLat;

/** ZIP codes starting with the digits typed so far. */
export function findZips(db: Database, digits: string): Promise<ZipRow[]> {
  return db
    .select(zipColumns)
    .from(zips)
    .where(like(zips.code, `${escapeLike(digits)}%`))
    .orderBy(asc(zips.code))
    .limit(GAZETTEER_LIMIT);
}

const cityKey = (keyword: string) => foldSearchText(keyword.replace(/,/g, ' '));

/**
 * Cities whose '<name> <state>' starts with the words typed (accent- and case-insensitive),
 * largest first; then, to fill the list, cities that merely look alike (pg_trgm similarity on
 * search_key, best first), so 'Denvr' still finds Denver.
 */
export async function findCities(db: Database, keyword: string): Promise<CityRow[]> {
  const folded = cityKey(keyword);
  if (!folded) return [];
  const prefix = await db
    .select(cityColumns)
    .from(cities)
    .where(like(cities.searchKey, `${escapeLike(folded)}%`))
    .orderBy(desc(cities.population), asc(cities.search))
    .limit(GAZETTEER_LIMIT);
  if (prefix.length >= GAZETTEER_LIMIT) return prefix;
  const similarity = sql`similarity(${cities.searchKey}, ${folded})`;
  const fuzzy = await db
    .select(cityColumns)
    .from(cities)
    .where(
      and(
        // similarity() and never pg_trgm's `%` operator: in PGlite, `%` (which calls similarity
        // through a C function pointer) can crash into an endless loop once a process has opened
        // several databases (docs/architecture.md, "A stalled PGlite"). A scan of the ~16,000
        // cities costs ~120 ms in PGlite and a few ms in PostgreSQL, only when the prefix search
        // found too few.
        sql`${similarity} >= ${FUZZY_THRESHOLD}`,
        prefix.length
          ? notInArray(
              cities.id,
              prefix.map((c) => c.id),
            )
          : undefined,
      ),
    )
    .orderBy(desc(similarity), desc(cities.population), asc(cities.search))
    .limit(GAZETTEER_LIMIT - prefix.length);
  return [...prefix, ...fuzzy];
}

const earth = (p: LngLat) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;

/** The nearest city (KNN on the GiST index `cities_earth_gist`). */
export async function nearestCity(db: Database, point: LngLat): Promise<CityRow | null> {
  const [row] = await db
    .select(cityColumns)
    .from(cities)
    .orderBy(sql`ll_to_earth(${cities.lat}, ${cities.lng}) <-> ${earth(point)}`)
    .limit(1);
  return row ?? null;
}

/**
 * The nearest ZIP code of a city (zips carry no spatial index, so the search is narrowed to the
 * city found first); any nearest ZIP when that city has none.
 */
export async function nearestZip(
  db: Database,
  point: LngLat,
  city: Pick<CityRow, 'name' | 'state'> | null,
): Promise<ZipRow | null> {
  const order = sql`earth_distance(ll_to_earth(${zips.lat}, ${zips.lng}), ${earth(point)})`;
  if (city) {
    const [row] = await db
      .select(zipColumns)
      .from(zips)
      .where(and(eq(zips.city, city.name), eq(zips.state, city.state)))
      .orderBy(order)
      .limit(1);
    if (row) return row;
  }
  const [row] = await db.select(zipColumns).from(zips).orderBy(order).limit(1);
  return row ?? null;
}

/** The centre of a ZIP code, for a service without a pin (api-contract §12: offline geocoding). */
export async function zipCentroid(db: Database, code: string): Promise<LngLat | null> {
  const [row] = await db
    .select({ lat: zips.lat, lng: zips.lng })
    .from(zips)
    .where(eq(zips.code, code.trim()))
    .limit(1);
  return row ?? null;
}

/** The centre of a city by name and state, accent- and case-insensitive. */
export async function cityCentroid(
  db: Database,
  name: string,
  state: string,
): Promise<LngLat | null> {
  const [row] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.searchKey, cityKey(`${name} ${state}`)))
    .orderBy(desc(cities.population))
    .limit(1);
  return row ?? null;
}

const METERS_PER_MILE = 1609.344;

/**
 * Cities within `miles` of the point, largest first (the GiST index answers `earth_box @>`, the
 * distance test trims the box's corners).
 */
export function citiesNear(db: Database, point: LngLat, miles: number, limit: number) {
  const meters = miles * METERS_PER_MILE;
  const at = sql`ll_to_earth(${cities.lat}, ${cities.lng})`;
  return db
    .select(cityColumns)
    .from(cities)
    .where(
      and(
        sql`earth_box(${earth(point)}, ${meters}::float8) @> ${at}`,
        sql`earth_distance(${at}, ${earth(point)}) <= ${meters}::float8`,
      ),
    )
    .orderBy(desc(cities.population), asc(cities.search))
    .limit(limit);
}

/** ZIP codes within `miles` of the point, nearest first (a scan of ~40,000 small rows). */
export function zipsNear(db: Database, point: LngLat, miles: number, limit: number) {
  const meters = miles * METERS_PER_MILE;
  const distance = sql`earth_distance(ll_to_earth(${zips.lat}, ${zips.lng}), ${earth(point)})`;
  // A degree of latitude is ~69 miles; the box is a cheap first cut before the exact distance.
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.max(0.1, Math.cos((point.lat * Math.PI) / 180)));
  return db
    .select(zipColumns)
    .from(zips)
    .where(
      and(
        sql`${zips.lat} BETWEEN ${point.lat - dLat} AND ${point.lat + dLat}`,
        sql`${zips.lng} BETWEEN ${point.lng - dLng} AND ${point.lng + dLng}`,
        sql`${distance} <= ${meters}::float8`,
      ),
    )
    .orderBy(distance)
    .limit(limit);
}

/** The largest cities of the gazetteer. */
export function largestCities(db: Database, limit: number) {
  return db
    .select(cityColumns)
    .from(cities)
    .orderBy(desc(cities.population), asc(cities.search))
    .limit(limit);
}
