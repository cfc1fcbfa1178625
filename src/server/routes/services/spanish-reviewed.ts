import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findService } from '@server/db/queries/services';
import { updateService } from '@server/db/queries/service-writes';
import { serviceJson } from '@server/http/serializers/service';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { SERVICE_NOT_FOUND, serviceIdOf } from './access';
import { errorResponses } from '@shared/api/common';
import { serviceRecord } from '@shared/api/service';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

/**
 * POST /api/services/:id/spanish-reviewed (docs/translation.md): an administrator read the Spanish; it is now
 * a person's text, so the machine label goes and the engine will never rewrite it.
 */
export const spanishReviewedRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/:id/spanish-reviewed',
    {
      schema: { params, response: { 200: serviceRecord, ...errorResponses(404) } },
      preHandler: requireUser(may.administer),
    },
    async (request) => {
      const { user } = signedIn(request);
      const db = app.database.db;
      const row = await findService(db, serviceIdOf(request.params.id));
      if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
      const updated = await db.transaction((tx) =>
        updateService(tx, row.id, {
          spanishMachine: [],
          spanishReviewedAt: new Date(),
          spanishReviewedBy: user.id,
        }),
      );
      if (!updated) throw new HttpError(404, SERVICE_NOT_FOUND);
      return serviceJson(updated, { userId: user.id, admin: true });
    },
  );
};
