import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseLngLat } from '@shared/query/coordinate';
import {
  PLACES_CITY_MILES,
  PLACES_LARGEST,
  PLACES_LIMIT,
  PLACES_ZIP_MILES,
  syncPlacesAnswer,
  syncPlacesQuery,
  type PlaceRecord,
  type SyncPlacesAnswer,
} from '@shared/sync/places';
import {
  citiesNear,
  largestCities,
  zipsNear,
  type CityRow,
  type ZipRow,
} from '@server/db/queries/gazetteer';
import { HttpError } from '@server/plugins/error-handler';

const city = (c: CityRow): PlaceRecord => ({
  id: `city:${c.id}`,
  kind: 'city',
  name: c.name,
  state: c.state,
  lng: c.lng,
  lat: c.lat,
});

const zip = (z: ZipRow): PlaceRecord => ({
  id: `zip:${z.code}`,
  kind: 'zip',
  name: z.city,
  state: z.state,
  code: z.code,
  lng: z.lng,
  lat: z.lat,
});

/** GET /api/sync/places: the gazetteer slice for offline location search (docs/api/sync.md). */
export const syncPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/sync/places',
    { schema: { querystring: syncPlacesQuery, response: { 200: syncPlacesAnswer } } },
    async (request, reply): Promise<SyncPlacesAnswer> => {
      const { near } = request.query;
      // The gazetteer changes only with a new release: a day in any cache is fine.
      void reply.header('cache-control', 'public, max-age=86400');
      if (near === undefined) {
        const largest = await largestCities(db, PLACES_LARGEST);
        return { near: null, places: largest.map(city) };
      }
      const point = parseLngLat(near);
      if (!point) throw new HttpError(400, "Parameter near must be 'longitude|latitude'.");
      const [nearCities, nearZips] = await Promise.all([
        citiesNear(db, point, PLACES_CITY_MILES, PLACES_LIMIT),
        zipsNear(db, point, PLACES_ZIP_MILES, PLACES_LIMIT),
      ]);
      return { near, places: [...nearCities.map(city), ...nearZips.map(zip)] };
    },
  );
};
