import { and, asc, desc, eq, gte, like, notInArray, or, sql } from 'drizzle-orm';
import { foldSearchText } from '@shared/domain/search-text';
import type { LngLat } from '@shared/geo/distance';
import type { Database } from '../client';
import { cities, citySearchKeys, zips } from '../schema';
import { escapeLike } from './like';

/** Up to 25 cities and 25 ZIP codes, as the original answered (docs/spec/api-contract.md §2.3). */
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

/** pg_trgm similarity is computed for at most this many cities per search (the largest first). */
export const FUZZY_CANDIDATES = 300;
/** The words of a keyword (3+ letters, the first three) whose first letters pick the candidates. */
const FUZZY_WORDS = 3;
const FUZZY_START = 3;

const keys = citySearchKeys;
const startsWith = (text: string) => like(keys.key, `${escapeLike(text)}%`);

/**
 * Cities with a word of '<name> <state>' that the keyword starts (`city_search_keys`, a btree
 * prefix range): those whose whole name starts with it first, each group largest first.
 */
export function cityPrefixQuery(db: Database, folded: string) {
  const hits = db.$with('hits').as(
    db
      .select({
        cityId: keys.cityId,
        whole: sql<boolean>`bool_or(${keys.word} = 0)`.as('whole'),
        rank: sql<number>`max(${keys.population})`.as('rank'),
      })
      .from(keys)
      .where(startsWith(folded))
      .groupBy(keys.cityId)
      .orderBy(desc(sql`whole`), desc(sql`rank`), asc(keys.cityId))
      .limit(GAZETTEER_LIMIT),
  );
  return db
    .with(hits)
    .select(cityColumns)
    .from(hits)
    .innerJoin(cities, eq(cities.id, hits.cityId))
    .orderBy(desc(hits.whole), desc(hits.rank), asc(cities.search));
}

/** The first letters of the keyword's words that pick the fuzzy search's candidates. */
export function fuzzyStarts(folded: string): string[] {
  const words = folded.split(' ').filter((w) => w.length >= FUZZY_START);
  return [...new Set(words.slice(0, FUZZY_WORDS).map((w) => w.slice(0, FUZZY_START)))];
}

/**
 * Cities that merely look alike (pg_trgm similarity ≥ 0.3, best first), among a bounded set of
 * candidates: the FUZZY_CANDIDATES largest cities with a word that starts like one of the
 * keyword's words ('Denvr co' → words starting 'den'). So the likeness is never computed over the
 * whole gazetteer, whatever the keyword (docs/architecture.md "The place search"), and a misspelling is found when a word's
 * first letters are right.
 */
export function cityLikenessQuery(
  db: Database,
  folded: string,
  exclude: readonly string[],
  limit: number,
) {
  const candidates = db
    .select({ cityId: keys.cityId, rank: sql<number>`max(${keys.population})`.as('rank') })
    .from(keys)
    .where(or(...fuzzyStarts(folded).map(startsWith)))
    .groupBy(keys.cityId)
    .orderBy(desc(sql`rank`), asc(keys.cityId))
    .limit(FUZZY_CANDIDATES)
    .as('candidates');
  // Each candidate's city by its primary key (a LATERAL subquery with a LIMIT cannot be turned into
  // a scan of every city, which the planner otherwise likes for a hash join).
  const city = db
    .select({ ...cityColumns, searchKey: cities.searchKey })
    .from(cities)
    .where(eq(cities.id, candidates.cityId))
    .limit(1)
    .as('city');
  // similarity() and never pg_trgm's `%` operator: in PGlite, `%` (which calls similarity through
  // a C function pointer) can crash into an endless loop once a process has opened several
  // databases (docs/testing.md, "A stalled PGlite"). It is computed in the select list of a
  // subquery with a LIMIT, so the threshold cannot be pushed down below the candidates.
  const scored = db
    .select({
      id: city.id,
      name: city.name,
      state: city.state,
      search: city.search,
      lat: city.lat,
      lng: city.lng,
      score: sql<number>`similarity(${city.searchKey}, ${folded})`.as('score'),
      rank: candidates.rank,
    })
    .from(candidates)
    .innerJoinLateral(city, sql`true`)
    .limit(FUZZY_CANDIDATES)
    .as('scored');
  return db
    .select({
      id: scored.id,
      name: scored.name,
      state: scored.state,
      search: scored.search,
      lat: scored.lat,
      lng: scored.lng,
    })
    .from(scored)
    .where(
      and(
        gte(scored.score, FUZZY_THRESHOLD),
        exclude.length ? notInArray(scored.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(desc(scored.score), desc(scored.rank), asc(scored.search))
    .limit(limit);
}

/**
 * Cities whose '<name> <state>' starts with the words typed (accent- and case-insensitive), then
 * those with a later word of the name starting so ('york' → New York), largest first; then, to
 * fill the list, cities that merely look alike, so 'Denvr' still finds Denver. Every step is an
 * index range over `city_search_keys` (docs/architecture.md, "The place search").
 */
export async function findCities(db: Database, keyword: string): Promise<CityRow[]> {
  const folded = cityKey(keyword);
  if (!folded) return [];
  const prefix = await cityPrefixQuery(db, folded);
  if (prefix.length >= GAZETTEER_LIMIT || fuzzyStarts(folded).length === 0) return prefix;
  const fuzzy = await cityLikenessQuery(
    db,
    folded,
    prefix.map((c) => c.id),
    GAZETTEER_LIMIT - prefix.length,
  );
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

/** The centre of a ZIP code, for a service without a pin (docs/spec/api-contract.md §12: offline geocoding). */
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
    .from(keys)
    .innerJoin(cities, eq(cities.id, keys.cityId))
    .where(and(eq(keys.word, 0), eq(keys.key, cityKey(`${name} ${state}`))))
    .orderBy(desc(keys.population))
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
