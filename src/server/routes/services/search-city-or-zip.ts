import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCities, findZips } from '../../db/queries/gazetteer';

const point = (lng: number, lat: number) => ({
  type: 'Point' as const,
  coordinates: [lng, lat] as [number, number],
});

const body = z.object({ keyword: z.string().trim().max(100) });

/** POST /api/services/search-city-or-zip {keyword} → {cities, zips} (product-spec §7). */
export const searchCityOrZipRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/services/search-city-or-zip', { schema: { body } }, async (request) => {
    const keyword = request.body.keyword;
    if (keyword.length === 0) return { cities: [], zips: [] };
    const isZip = /^\d{1,5}$/.test(keyword);
    const [cityRows, zipRows] = await Promise.all([
      isZip ? Promise.resolve([]) : findCities(app.database.db, keyword),
      isZip ? findZips(app.database.db, keyword) : Promise.resolve([]),
    ]);
    return {
      cities: cityRows.map((c) => ({
        id: c.id,
        name: c.name,
        state: c.state,
        search: c.search,
        location: point(c.lng, c.lat),
      })),
      zips: zipRows.map((z) => ({
        id: z.id,
        code: z.code,
        city: z.city,
        state: z.state,
        location: point(z.lng, z.lat),
      })),
    };
  });
};
