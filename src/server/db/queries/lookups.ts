import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cities, countries, states } from '../schema';

/** United States and Canada first, then alphabetical (docs/spec/product-spec.md §9: the seeded sortOrder). */
export function listCountries(db: Database) {
  return db
    .select({ code: countries.code, name: countries.name, nameEs: countries.nameEs })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.name));
}

export function listStates(db: Database, countryCode: string) {
  return db
    .select({ code: states.code, name: states.name })
    .from(states)
    .where(eq(states.countryCode, countryCode))
    .orderBy(asc(states.name));
}

/** The gazetteer's cities of one US state, largest first, then by name. */
export function listStateCities(db: Database, stateCode: string) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      state: cities.state,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(eq(cities.state, stateCode))
    .orderBy(desc(cities.population), asc(cities.name), asc(cities.id));
}

/** A country's code from its code or its English or Spanish name ('US', 'United States'). */
export async function findCountryCode(db: Database, text: string): Promise<string | null> {
  const folded = text.trim().toLowerCase();
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(
      or(
        eq(sql`lower(${countries.code})`, folded),
        eq(sql`lower(${countries.name})`, folded),
        eq(sql`lower(${countries.nameEs})`, folded),
      ),
    )
    .limit(1);
  return row?.code ?? null;
}
