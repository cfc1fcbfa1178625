import { asc, desc, like } from 'drizzle-orm';
import { foldSearchText } from '../../../shared/domain/search-text';
import type { Database } from '../client';
import { cities, zips } from '../schema';
import { escapeLike } from './like';

const LIMIT = 10;

/** ZIP codes starting with the digits typed so far. */
export function findZips(db: Database, digits: string) {
  return db
    .select({
      id: zips.id,
      code: zips.code,
      city: zips.city,
      state: zips.state,
      lat: zips.lat,
      lng: zips.lng,
    })
    .from(zips)
    .where(like(zips.code, `${escapeLike(digits)}%`))
    .orderBy(asc(zips.code))
    .limit(LIMIT);
}

/**
 * Cities whose '<name> <state>' starts with the words typed (accent- and case-insensitive),
 * largest first; 'denver co' and 'Denver, CO' both find Denver.
 */
export function findCities(db: Database, keyword: string) {
  const folded = foldSearchText(keyword.replace(/,/g, ' '));
  const prefix = `${escapeLike(folded)}%`;
  return db
    .select({
      id: cities.id,
      name: cities.name,
      state: cities.state,
      search: cities.search,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(like(cities.searchKey, prefix))
    .orderBy(desc(cities.population), asc(cities.search))
    .limit(LIMIT);
}
