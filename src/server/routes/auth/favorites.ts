import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavorite, favoriteCandidateExists, removeFavorite } from '@server/db/queries/favorites';
import { loadUserJson } from '@server/http/serializers/user';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { requiredText } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';
import { isUuid } from '../users/load-user';
import { errorResponses } from '@shared/api/common';
import { userRecord } from '@shared/api/user';

const body = z.object({ service: requiredText(MESSAGES.GENERIC) });
export const SERVICE_NOT_FOUND = 'Service not found';

/** Favorites (docs/spec/api-contract.md §2.1): the answer is the user with `favoriteServices` as ids. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const options = {
    schema: { body, response: { 200: userRecord, ...errorResponses(404) } },
    preHandler: requireUser(),
    // The outbox replays these (docs/api/sync.md).
    config: { idempotent: true as const },
  };

  app.post('/auth/add-favorite-service', options, async (request) => {
    const { user } = signedIn(request);
    const serviceId = request.body.service;
    // Unknown, malformed and unapproved (not own) ids look the same: nothing to favorite.
    if (!isUuid(serviceId) || !(await favoriteCandidateExists(db, user.id, serviceId))) {
      throw new HttpError(404, SERVICE_NOT_FOUND);
    }
    await addFavorite(db, user.id, serviceId);
    return loadUserJson(db, user);
  });

  app.post('/auth/remove-favorite-service', options, async (request) => {
    const { user } = signedIn(request);
    if (isUuid(request.body.service)) await removeFavorite(db, user.id, request.body.service);
    return loadUserJson(db, user);
  });
};
