import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coordinatorListSchema } from '@shared/validation/coordinators';
import {
  listCoordinators,
  replaceCoordinators,
  type CoordinatorRow,
} from '@server/db/queries/coordinators';
import { findRegion } from '@server/db/queries/regions';
import { HttpError } from '@server/plugins/error-handler';
import { REGION_NOT_FOUND } from './regions';
import { adminOnly, idParams, iso, knownId, staffOnly } from './shared';
import { errorResponses } from '@shared/api/common';
import { coordinatorList } from '@shared/api/regions';

/** The coordinator screen sends the list itself; `{coordinators: [...]}` is accepted too. */
const listBody = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) && 'coordinators' in value
      ? (value as { coordinators: unknown }).coordinators
      : value,
  coordinatorListSchema,
);

const coordinatorJson = (row: CoordinatorRow) => ({
  id: row.id,
  regionId: row.regionId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: iso(row.createdAt),
});

const coordinators = { 200: coordinatorList, ...errorResponses(404) };

/** /api/regions/:id/coordinators: a region's coordinators, replaced as a whole list. */
export const coordinatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const region = async (rawId: string) => {
    const row = await findRegion(db, knownId(rawId, REGION_NOT_FOUND));
    if (!row) throw new HttpError(404, REGION_NOT_FOUND);
    return row;
  };

  app.get(
    '/regions/:id/coordinators',
    { ...staffOnly, schema: { params: idParams, response: coordinators } },
    async (request) => {
      const { id } = await region(request.params.id);
      return (await listCoordinators(db, id)).map(coordinatorJson);
    },
  );

  app.put(
    '/regions/:id/coordinators',
    { ...adminOnly, schema: { params: idParams, body: listBody, response: coordinators } },
    async (request) => {
      const { id } = await region(request.params.id);
      await replaceCoordinators(
        db,
        id,
        request.body.map((c) => ({ name: c.name, email: c.email || null, phone: c.phone || null })),
      );
      return (await listCoordinators(db, id)).map(coordinatorJson);
    },
  );
};
