import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { may } from '@server/services/auth/rights';
import {
  countCrisisLines,
  deleteCrisisLine,
  findCrisisLine,
  insertCrisisLine,
  listCrisisLines,
  updateCrisisLine,
} from '@server/db/queries/crisis-lines';
import { isUuid } from '@server/db/queries/synced-table-queries';
import { findCities } from '@server/db/queries/gazetteer';
import type { Database } from '@server/db/client';
import { crisisLineJson } from '@server/http/serializers/crisis-line';
import { requireUser, signedIn } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { crisisLineBody, crisisLineValues, parseCrisisLineQuery } from './body';
import { countBody, errorResponses } from '@shared/api/common';
import { crisisLineRecord } from '@shared/api/content';

const NOT_FOUND = 'Crisis line not found';
const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });
// onRequest, not preHandler: who may call is decided before the body is even read, so a guest
// learns nothing from validation messages.
const listed = { response: { 200: z.array(crisisLineRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: crisisLineRecord, ...errorResponses(404) };

const adminOnly = { onRequest: requireUser(may.administer) };

/** The id when it can name a row; a malformed id is simply not found (docs/spec/api-contract.md §12). */
function knownId(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

/** Offline geocoding of the area ('Denver CO'); national lines ('USA') have no point. */
async function placeOf(db: Database, area: string) {
  const [city] = await findCities(db, area);
  return city ? { lat: city.lat, lng: city.lng } : null;
}

/** /api/crisis-lines: public reads, administrator writes (docs/spec/api-contract.md §2.6, §12). */
export const crisisLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/crisis-lines', { schema: listed }, async (request) => {
    const query = parseCrisisLineQuery(request.query as Record<string, unknown>);
    return (await listCrisisLines(db, query)).map(crisisLineJson);
  });

  app.get('/crisis-lines/count', { schema: counted }, async (request) => {
    const query = parseCrisisLineQuery(request.query as Record<string, unknown>);
    return { count: await countCrisisLines(db, query) };
  });

  app.get('/crisis-lines/:id', { schema: { params, response: found } }, async (request) => {
    const row = await findCrisisLine(db, knownId(request.params.id));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return crisisLineJson(row);
  });

  app.post(
    '/crisis-lines',
    { ...adminOnly, schema: { body: crisisLineBody, response: { 200: crisisLineRecord } } },
    async (request) => {
      const { user } = signedIn(request);
      const point = await placeOf(db, request.body.area);
      const row = await insertCrisisLine(db, {
        ...crisisLineValues(request.body, point),
        userId: user.id,
      });
      return crisisLineJson(row);
    },
  );

  app.put(
    '/crisis-lines/:id',
    { ...adminOnly, schema: { response: found, params, body: crisisLineBody } },
    async (request) => {
      const id = knownId(request.params.id);
      const point = await placeOf(db, request.body.area);
      const row = await updateCrisisLine(db, id, crisisLineValues(request.body, point));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return crisisLineJson(row);
    },
  );

  app.delete(
    '/crisis-lines/:id',
    { ...adminOnly, schema: { params, response: found } },
    async (request) => {
      const row = await deleteCrisisLine(db, knownId(request.params.id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return crisisLineJson(row);
    },
  );
};
