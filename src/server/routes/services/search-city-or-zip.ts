import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCities, findZips } from '../../db/queries/gazetteer';
import { cityJson, zipJson } from './gazetteer-json';

const body = z.object({ keyword: z.string().trim().max(100) });

/**
 * POST /api/services/search-city-or-zip {keyword} → {cities, zips} (product-spec §7): digits
 * search ZIP codes by prefix, text searches cities by prefix then by likeness; 25 each.
 */
export const searchCityOrZipRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/services/search-city-or-zip', { schema: { body } }, async (request) => {
    const keyword = request.body.keyword;
    if (keyword.length === 0) return { cities: [], zips: [] };
    const isZip = /^\d{1,5}$/.test(keyword);
    const db = app.database.db;
    const [cityRows, zipRows] = await Promise.all([
      isZip ? Promise.resolve([]) : findCities(db, keyword),
      isZip ? findZips(db, keyword) : Promise.resolve([]),
    ]);
    return { cities: cityRows.map(cityJson), zips: zipRows.map(zipJson) };
  });
};
