import { z } from 'zod';
import { text } from '../../../shared/validation/fields';
import { TEXT_MAX } from '../../../shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminOrLead } from '../../../shared/domain/roles';
import type { SessionUser } from '../../db/queries/sessions';
import { findServices } from '../../db/queries/services';
import { approveServices, deleteServices } from '../../db/queries/service-writes';
import { HttpError } from '../../plugins/error-handler';
import { requireUser, signedIn } from '../../plugins/auth';
import { notifyServicesApproved } from '../../services/notify';
import { isUuid, mayModerate, SERVICE_NOT_FOUND } from './access';

const body = z.object({
  services: z
    .array(text({ max: TEXT_MAX.SHORT }))
    .min(1)
    .max(500),
});

/** The services named that exist; 403 when the caller may not moderate one of them. */
async function moderated(db: Parameters<typeof findServices>[0], user: SessionUser, ids: string[]) {
  const rows = await findServices(db, [...new Set(ids.filter(isUuid))]);
  if (rows.some((row) => !mayModerate(user, row))) throw new HttpError(403, 'Forbidden');
  return rows;
}

/**
 * POST /api/services/approve-services and /remove-services {services: ids} (api-contract §2.3):
 * administrators for every service, volunteer leads for volunteer-created ones (§12).
 */
export const serviceBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const options = { schema: { body }, preHandler: requireUser(isAdminOrLead) };

  app.post('/services/approve-services', options, async (request) => {
    const rows = await moderated(db, signedIn(request).user, request.body.services);
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
    const rows = await moderated(db, signedIn(request).user, request.body.services);
    await db.transaction((tx) =>
      deleteServices(
        tx,
        rows.map((r) => r.id),
      ),
    );
    return { message: 'Removed all services' };
  });
};
