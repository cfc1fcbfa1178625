import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findServices, type ServiceRow } from '@server/db/queries/services';
import { approveServices, deleteServices } from '@server/db/queries/service-writes';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { notifyServicesApproved } from '@server/services/notify';
import { isUuid, SERVICE_NOT_FOUND } from './access';
import { errorResponses, messageBody } from '@shared/api/common';

const body = z.object({
  services: z
    .array(text({ max: TEXT_MAX.SHORT }))
    .min(1)
    .max(500),
});

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
 * POST /api/services/approve-services and /remove-services {services: ids} (docs/spec/api-contract.md §2.3):
 * administrators for every service, volunteer leads for volunteer-created ones (§12). Approving
 * one's own service that is already approved is a no-op anyone who manages services may ask for:
 * the original web client sends it after every bed update (docs/api.md "The original ShelterApp clients").
 */
export const serviceBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/services/approve-services',
    {
      schema: { body, response: { 200: messageBody, ...errorResponses(403, 404) } },
      preHandler: requireUser(),
    },
    async (request) => {
      const { user } = signedIn(request);
      const mayApprove = (row: ServiceRow) => may.moderateService(user, row);
      const rows = await named(
        db,
        request.body.services,
        (row) => mayApprove(row) || may.reapproveOwn(user, row),
      );
      // Someone who moderates nothing learns nothing about ids that name no service of theirs.
      if (rows.length === 0) {
        if (!may.moderate(user)) throw new HttpError(403, 'Forbidden');
        throw new HttpError(404, SERVICE_NOT_FOUND);
      }
      // Only what the caller moderates is written: an owner's no-op changes nothing, not even rev.
      const approved = rows.filter(mayApprove);
      if (approved.length > 0) {
        await db.transaction((tx) =>
          approveServices(
            tx,
            approved.map((r) => r.id),
            new Date(),
          ),
        );
      }
      const waiting = approved.filter((r) => !r.isApproved).map((r) => r.id);
      void notifyServicesApproved(app, waiting); // after commit, never awaited (docs/push.md)
      return { message: 'Approved all services' };
    },
  );

  app.post(
    '/services/remove-services',
    { schema: { body, response: { 200: messageBody } }, preHandler: requireUser(may.moderate) },
    async (request) => {
      const { user } = signedIn(request);
      const rows = await named(db, request.body.services, (row: ServiceRow) =>
        may.moderateService(user, row),
      );
      await db.transaction((tx) =>
        deleteServices(
          tx,
          rows.map((r) => r.id),
        ),
      );
      return { message: 'Removed all services' };
    },
  );
};
