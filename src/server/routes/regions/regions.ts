import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countRegions,
  deleteRegion,
  findRegion,
  insertRegion,
  REGION_SEARCH,
  REGION_SORTS,
  regionNameTaken,
  updateRegion,
  type RegionRow,
} from '@server/db/queries/regions';
import { parseListQuery } from '@server/http/list-query';
import { HttpError } from '@server/plugins/error-handler';
import { listRegions } from '@server/db/queries/regions';
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
import { regionRecord } from '@shared/api/regions';

export const REGION_NOT_FOUND = 'Region not found';
const NAME_TAKEN = 'A region with this name already exists.';

const regionBody = z.object({
  name: requiredName('Please input the region name.'),
  description: optionalString(),
  /** USPS codes ('CO'), stored upper-case and once each. */
  states: z
    .array(
      text({ max: TEXT_MAX.SHORT, error: 'States are two-letter USPS codes.' })
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'States are two-letter USPS codes.' }),
      { error: 'States are two-letter USPS codes.' },
    )
    .max(60)
    .default([])
    .transform((list) => [...new Set(list)]),
});

export const regionJson = (row: RegionRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  states: row.states,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const parseRegionQuery = (query: unknown) =>
  parseListQuery(query as Record<string, unknown>, {
    defaultLimit: 25,
    maxLimit: 500,
    sortable: REGION_SORTS,
    defaultSort: 'createdAt',
    filterable: [],
    searchable: REGION_SEARCH,
  });

/** /api/regions CRUD and count. */
const listed = { response: { 200: z.array(regionRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: regionRecord, ...errorResponses(404) };
const saved = { 200: regionRecord, ...errorResponses(404, 409) };

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/regions', { ...staffOnly, schema: listed }, async (request) =>
    (await listRegions(db, parseRegionQuery(request.query))).map(regionJson),
  );

  app.get('/regions/count', { ...staffOnly, schema: counted }, async (request) => ({
    count: await countRegions(db, parseRegionQuery(request.query)),
  }));

  app.get(
    '/regions/:id',
    { ...staffOnly, schema: { params: idParams, response: found } },
    async (request) => {
      const row = await findRegion(db, knownId(request.params.id, REGION_NOT_FOUND));
      if (!row) throw new HttpError(404, REGION_NOT_FOUND);
      return regionJson(row);
    },
  );

  app.post(
    '/regions',
    { ...adminOnly, schema: { body: regionBody, response: saved } },
    async (request) => {
      if (await regionNameTaken(db, request.body.name)) throw new HttpError(409, NAME_TAKEN);
      const row = await insertRegion(db, request.body);
      if (!row) throw new HttpError(409, NAME_TAKEN);
      return regionJson(row);
    },
  );

  app.put(
    '/regions/:id',
    { ...adminOnly, schema: { params: idParams, body: regionBody, response: saved } },
    async (request) => {
      const id = knownId(request.params.id, REGION_NOT_FOUND);
      if (!(await findRegion(db, id))) throw new HttpError(404, REGION_NOT_FOUND);
      if (await regionNameTaken(db, request.body.name, id)) throw new HttpError(409, NAME_TAKEN);
      const row = await updateRegion(db, id, request.body);
      if (!row) throw new HttpError(404, REGION_NOT_FOUND);
      return regionJson(row);
    },
  );

  app.delete(
    '/regions/:id',
    { ...adminOnly, schema: { params: idParams, response: found } },
    async (request) => {
      const row = await deleteRegion(db, knownId(request.params.id, REGION_NOT_FOUND));
      if (!row) throw new HttpError(404, REGION_NOT_FOUND);
      return regionJson(row);
    },
  );
};
