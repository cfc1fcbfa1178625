import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseLngLat } from '@shared/query/coordinate';
import { nearestCity, nearestZip } from '@server/db/queries/gazetteer';
import { HttpError } from '@server/plugins/error-handler';
import { cityJson, zipJson } from './gazetteer-json';
import { nearestPlaceAnswer } from '@shared/api/places';

const body = z.object({
  coordinate: text({ max: TEXT_MAX.SHORT, trim: false }).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

export const COORDINATE_REQUIRED = "Send coordinate as 'longitude|latitude', or lat and lng.";

/**
 * POST /api/services/search-geo-location {coordinate:'lng|lat'} or {lat, lng} → the nearest city
 * and ZIP code of the offline gazetteer (docs/spec/api-contract.md §12 'Add'), for "use my location".
 */
export const searchGeoLocationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/search-geo-location',
    { schema: { body, response: { 200: nearestPlaceAnswer } } },
    async (request) => {
      const b = request.body;
      const point =
        b.coordinate !== undefined
          ? parseLngLat(b.coordinate)
          : b.lat !== undefined && b.lng !== undefined
            ? { lat: b.lat, lng: b.lng }
            : null;
      if (!point) throw new HttpError(400, COORDINATE_REQUIRED);
      const db = app.database.db;
      const city = await nearestCity(db, point);
      const zip = await nearestZip(db, point, city);
      return { city: city ? cityJson(city) : null, zip: zip ? zipJson(zip) : null };
    },
  );
};
