import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findServices, type ServiceRow } from '../../db/queries/services';
import { approveServices, deleteServices } from '../../db/queries/service-writes';
import { HttpError } from '../../plugins/error-handler';
import { requireUser, signedIn } from '../../plugins/auth';
import { may } from '../../services/auth/rights';
import { notifyServicesApproved } from '../../services/notify';
import { isUuid, SERVICE_NOT_FOUND } from './access';

const body = z.object({ services: z.array(z.string()).min(1).max(500) });

/** The services named that exist; 403 when the caller may not act on one of them. */
async function named(
  db: Parameters<typeof findServices>[0],
  ids: string[],
  allowed: (row: ServiceRow) => boolean,
) {
  const rows = await findServices(db, [...new Set(ids.filter(isUuid))]);
  if (rows.some((row) => !allowed(row))) throw new HttpError(403, 'Forbidden');
  return rows;
}

/**
 * POST /api/services/approve-services and /remove-services {services: ids} (api-contract §2.3):
 * administrators for every service, volunteer leads for volunteer-created ones (§12).
 */
export const serviceBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const options = { schema: { body }, preHandler: requireUser(may.moderate) };

  app.post('/services/approve-services', options, async (request) => {
    const { user } = signedIn(request);
    const rows = await named(db, request.body.services, (row) => may.moderateService(user, row));
    if (rows.length === 0) throw new HttpError(404, SERVICE_NOT_FOUND);
    await db.transaction((tx) =>
      approveServices(
        tx,
        rows.map((r) => r.id),
        new Date(),
      ),
    );
    const waiting = rows.filter((r) => !r.isApproved).map((r) => r.id);
    void notifyServicesApproved(app, waiting); // after commit, never awaited (issue #8)
    return { message: 'Approved all services' };
  });

  app.post('/services/remove-services', options, async (request) => {
    const { user } = signedIn(request);
    const rows = await named(db, request.body.services, (row) => may.moderateService(user, row));
    await db.transaction((tx) =>
      deleteServices(
        tx,
        rows.map((r) => r.id),
      ),
    );
    return { message: 'Removed all services' };
  });
};
