import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateUser } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser } from '@server/plugins/auth';
import { createLocalUser } from '@server/services/auth/local-accounts';
import { randomPassword } from '@server/services/auth/password';
import { may } from '@server/services/auth/rights';
import { ROLES } from '@shared/domain/enums';
import { password } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';
import { signUpBodySchema } from '@shared/validation/auth';
import { errorResponses } from '@shared/api/common';
import { userRecord } from '@shared/api/user';

/**
 * POST /users (new; the original had no route). Without a password the account gets a random
 * one and the person sets their own through "forgot password".
 */
const body = signUpBodySchema.extend({
  password: password(MESSAGES.PASSWORD_REQUIRED).optional(),
  role: z.enum(ROLES, { error: MESSAGES.GENERIC }).default('USER'),
});

export const userCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/users',
    {
      schema: { body, response: { 200: userRecord, ...errorResponses(409) } },
      preHandler: requireUser(may.administer),
    },
    async (request) => {
      const { role, phone, ...rest } = request.body;
      const volunteer = role.startsWith('VOLUNTEER');
      const created = await createLocalUser(db, {
        ...rest,
        phone: phone || null,
        password: rest.password ?? randomPassword(),
        roles: role === 'USER' ? ['USER'] : [role, 'USER'],
      });
      // Created by an administrator, so active at once even when it is a volunteer.
      const user = await updateUser(db, created.id, { isVolunteer: volunteer, isApproved: true });
      return loadUserJson(db, user ?? created);
    },
  );
};
