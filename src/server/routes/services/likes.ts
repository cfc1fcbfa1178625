import { createHash } from 'node:crypto';
import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addKudo } from '@server/db/queries/kudos';
import { findService } from '@server/db/queries/services';
import { HttpError } from '@server/plugins/error-handler';
import { SERVICE_NOT_FOUND, serviceIdOf } from './access';
import { errorResponses } from '@shared/api/common';
import { kudoAnswer } from '@shared/api/service';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });
// No body at all is allowed: the original clients send `POST /services/:id/likes` without one.
const body = z.object({ deviceId: text({ max: TEXT_MAX.LINE }).min(8) }).nullish();

/**
 * Whose kudo this is. The PWA names its device; the original clients send nothing, so the key is
 * derived: the signed-in user, else the client's address and browser (the same inputs the rate
 * limit keys on), hashed so no address is stored. Derived keys have their own prefixes, so they
 * never meet a device id.
 */
function kudoKey(request: FastifyRequest, deviceId: string | undefined): string {
  if (deviceId) return deviceId;
  if (request.auth) return `user:${request.auth.user.id}`;
  const client = `${request.ip}\n${request.headers['user-agent'] ?? ''}`;
  return `client:${createHash('sha256').update(client).digest('hex').slice(0, 40)}`;
}

/**
 * POST /api/services/:id/likes [{deviceId}]: one kudo per service per device or client
 * (docs/spec/product-spec.md §4), atomic, rate-limited per client (docs/spec/api-contract.md §12). Answers the like count.
 */
export const serviceLikesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services/:id/likes',
    {
      schema: { params, body, response: { 200: kudoAnswer, ...errorResponses(404) } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => {
      const id = serviceIdOf(request.params.id);
      const db = app.database.db;
      const service = await findService(db, id);
      if (!service?.isApproved) throw new HttpError(404, SERVICE_NOT_FOUND);
      const likes = await addKudo(db, id, kudoKey(request, request.body?.deviceId));
      if (likes === null) throw new HttpError(404, SERVICE_NOT_FOUND);
      return { id, likes };
    },
  );
};
