import { z } from 'zod';
import { text } from '../../../shared/validation/fields';
import { TEXT_MAX } from '../../../shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addKudo } from '../../db/queries/kudos';
import { findService } from '../../db/queries/services';
import { HttpError } from '../../plugins/error-handler';
import { SERVICE_NOT_FOUND, serviceIdOf } from './access';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });
const body = z.object({ deviceId: text({ max: TEXT_MAX.LINE }).min(8) });

/**
 * POST /api/services/:id/likes {deviceId}: one kudo per service per device (product-spec §4),
 * atomic, rate-limited per client (api-contract §12). Answers the service's like count.
 */
export const serviceLikesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/:id/likes',
    {
      schema: { params, body },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => {
      const id = serviceIdOf(request.params.id);
      const db = app.database.db;
      const service = await findService(db, id);
      if (!service?.isApproved) throw new HttpError(404, SERVICE_NOT_FOUND);
      const likes = await addKudo(db, id, request.body.deviceId);
      if (likes === null) throw new HttpError(404, SERVICE_NOT_FOUND);
      return { id, likes };
    },
  );
};
