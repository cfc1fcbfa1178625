import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalEmail, optionalPhone } from '@shared/validation/fields';
import { isUuid } from '@server/db/queries/synced-table-queries';
import {
  countLiaisons,
  deleteLiaison,
  findLiaison,
  insertLiaison,
  LIAISON_FILTERS,
  LIAISON_SEARCH,
  LIAISON_SORTS,
  listLiaisons,
  updateLiaison,
  type LiaisonRow,
} from '@server/db/queries/liaisons';
import { findRegion } from '@server/db/queries/regions';
import type { Database } from '@server/db/client';
import { parseListQuery } from '@server/http/list-query';
import { HttpError } from '@server/plugins/error-handler';
import {
  adminOnly,
  idParams,
  iso,
  knownId,
  optionalString,
  requiredName,
  staffOnly,
} from './shared';
import { countBody, errorResponses } from '@shared/api/common';
import { liaisonRecord } from '@shared/api/regions';

const NOT_FOUND = 'Homeless liaison not found';

const liaisonBody = z.object({
  name: requiredName('Please input the liaison name.'),
  organization: optionalString(200),
  email: optionalEmail().transform((v) => v || null),
  phone: optionalPhone().transform((v) => v || null),
  area: optionalString(200),
  regionId: optionalString(100),
  notes: optionalString(),
});
type LiaisonBody = z.output<typeof liaisonBody>;

const liaisonJson = (row: LiaisonRow) => ({
  id: row.id,
  name: row.name,
  organization: row.organization,
  email: row.email,
  phone: row.phone,
  area: row.area,
  regionId: row.regionId,
  notes: row.notes,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A named region must exist: a dangling id would be a database error, not the sender's. */
async function checkedValues(db: Database, body: LiaisonBody) {
  if (body.regionId && !(isUuid(body.regionId) && (await findRegion(db, body.regionId)))) {
    throw new HttpError(400, 'Region not found');
  }
  return body;
}

function parseLiaisonQuery(query: unknown) {
  const parsed = parseListQuery(query as Record<string, unknown>, {
    defaultLimit: 25,
    maxLimit: 500,
    sortable: LIAISON_SORTS,
    defaultSort: 'createdAt',
    filterable: LIAISON_FILTERS,
    searchable: LIAISON_SEARCH,
  });
  if (parsed.filters.regionId?.some((id) => !isUuid(id))) {
    throw new HttpError(400, 'Parameter regionId must hold region ids.');
  }
  return parsed;
}

const listed = { response: { 200: z.array(liaisonRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: liaisonRecord, ...errorResponses(404) };
const saved = { 200: liaisonRecord, ...errorResponses(404, 409) };

/** /api/homeless-liaisons CRUD and count. */
export const liaisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/homeless-liaisons', { ...staffOnly, schema: listed }, async (request) =>
    (await listLiaisons(db, parseLiaisonQuery(request.query))).map(liaisonJson),
  );

  app.get('/homeless-liaisons/count', { ...staffOnly, schema: counted }, async (request) => ({
    count: await countLiaisons(db, parseLiaisonQuery(request.query)),
  }));

  app.get(
    '/homeless-liaisons/:id',
    { ...staffOnly, schema: { params: idParams, response: found } },
    async (request) => {
      const row = await findLiaison(db, knownId(request.params.id, NOT_FOUND));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return liaisonJson(row);
    },
  );

  app.post(
    '/homeless-liaisons',
    { ...adminOnly, schema: { body: liaisonBody, response: saved } },
    async (request) => liaisonJson(await insertLiaison(db, await checkedValues(db, request.body))),
  );

  app.put(
    '/homeless-liaisons/:id',
    { ...adminOnly, schema: { params: idParams, body: liaisonBody, response: saved } },
    async (request) => {
      const id = knownId(request.params.id, NOT_FOUND);
      if (!(await findLiaison(db, id))) throw new HttpError(404, NOT_FOUND);
      const row = await updateLiaison(db, id, await checkedValues(db, request.body));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return liaisonJson(row);
    },
  );

  app.delete(
    '/homeless-liaisons/:id',
    { ...adminOnly, schema: { params: idParams, response: found } },
    async (request) => {
      const row = await deleteLiaison(db, knownId(request.params.id, NOT_FOUND));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return liaisonJson(row);
    },
  );
};
