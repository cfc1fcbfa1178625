import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findCountryCode,
  listCountries,
  listStateCities,
  listStates,
} from '@server/db/queries/lookups';
import { countryList, stateCityList, stateList } from '@shared/api/places';

const name = text({ max: TEXT_MAX.SHORT });
const countryParams = z.object({ country: name });
const cityParams = z.object({ country: name, state: name });

/**
 * GET /api/cities/static-countries|static-states/{country}|static-cities/{country}/{state}
 * (docs/spec/api-contract.md §12 'Add'): public lookups for the location forms, from the seeded tables. A
 * country is named by its code or its English or Spanish name; an unknown one answers [], as does
 * any country but the United States for cities (the gazetteer is US only).
 */
export const cityLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/cities/static-countries', { schema: { response: { 200: countryList } } }, async () =>
    listCountries(db),
  );

  app.get(
    '/cities/static-states/:country',
    { schema: { params: countryParams, response: { 200: stateList } } },
    async (request) => {
      const country = await findCountryCode(db, request.params.country);
      return country ? listStates(db, country) : [];
    },
  );

  app.get(
    '/cities/static-cities/:country/:state',
    { schema: { params: cityParams, response: { 200: stateCityList } } },
    async (request) => {
      const country = await findCountryCode(db, request.params.country);
      const state = request.params.state.toUpperCase();
      if (country !== 'US' || !/^[A-Z]{2}$/.test(state)) return [];
      const rows = await listStateCities(db, state);
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        state: c.state,
        location: { type: 'Point' as const, coordinates: [c.lng, c.lat] as [number, number] },
      }));
    },
  );
};
