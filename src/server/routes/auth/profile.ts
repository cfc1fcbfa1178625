import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDevices } from '@server/db/queries/devices';
import { updateUser } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser, signedIn } from '@server/plugins/auth';
import { profileSchema } from '@shared/validation/users';
import { userRecord } from '@shared/api/user';

/** The signed-in user's own record, with their devices (owner only). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const own = { preHandler: requireUser() };
  const answer = { response: { 200: userRecord } };

  for (const url of ['/auth/profile', '/auth/get-logged-user']) {
    app.get(url, { ...own, schema: answer }, async (request) => {
      const { user } = signedIn(request);
      return loadUserJson(db, user, await listDevices(db, user.id));
    });
  }

  // Email is read-only; a missing field stays as it is, an empty one is cleared.
  app.put(
    '/auth/profile',
    { ...own, schema: { ...answer, body: profileSchema } },
    async (request) => {
      const { user } = signedIn(request);
      const { displayName, phone } = request.body;
      const updated = await updateUser(db, user.id, {
        ...(displayName !== undefined ? { displayName: displayName ?? '' } : {}),
        ...(phone !== undefined ? { phone: phone || null } : {}),
      });
      return loadUserJson(db, updated ?? user, await listDevices(db, user.id));
    },
  );
};
