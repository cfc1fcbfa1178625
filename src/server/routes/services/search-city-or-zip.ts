import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeSearchSchema } from '@shared/validation/place-search';
import { findCities, findZips, type CityRow, type ZipRow } from '@server/db/queries/gazetteer';
import { PUBLIC_LOOKUP_RATE_LIMIT } from '@server/plugins/rate-limit';
import { cityJson, zipJson } from './gazetteer-json';
import { placeSearchAnswer } from '@shared/api/places';

/**
 * POST /api/services/search-city-or-zip {keyword} → {cities, zips} (docs/spec/product-spec.md §7): digits
 * search ZIP codes by prefix, text searches cities by prefix then by likeness; 25 each. Public, so
 * rate-limited per client like the other public lookups; every step is index-backed (docs/architecture.md "The place search").
 */
export const searchCityOrZipRoute: FastifyPluginAsyncZod = async (app) => {
  const options = {
    schema: { body: placeSearchSchema, response: { 200: placeSearchAnswer } },
    config: { rateLimit: PUBLIC_LOOKUP_RATE_LIMIT },
  };
  app.post('/services/search-city-or-zip', options, async (request) => {
    const keyword = request.body.keyword;
    if (keyword.length === 0) return { cities: [], zips: [] };
    const isZip = /^\d{1,5}$/.test(keyword);
    const db = app.database.db;
    // Paced: eight clients searching at once must not queue eight searches ahead of everyone else.
    const [cityRows, zipRows] = await app.database.paced(
      async (): Promise<[CityRow[], ZipRow[]]> =>
        isZip ? [[], await findZips(db, keyword)] : [await findCities(db, keyword), []],
    );
    return { cities: cityRows.map(cityJson), zips: zipRows.map(zipJson) };
  });
};
