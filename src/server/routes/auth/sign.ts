import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeSession } from '@server/db/queries/sessions';
import { updateUser } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser, signedIn } from '@server/plugins/auth';
import { createLocalUser, verifyLocalSignIn } from '@server/services/auth/local-accounts';
import { openSession } from '@server/services/auth/sessions';
import { notifyWelcome } from '@server/services/notify';
import { loginSchema, signUpBodySchema } from '@shared/validation/auth';
import { MESSAGES } from '@shared/validation/messages';
import { credentialLimit } from './limits';
import { errorResponses, messageBody } from '@shared/api/common';
import { signedInUser } from '@shared/api/user';

/** The client sends a JSON boolean; form-encoded clients of the original sent 'true'/'false'. */
const volunteerFlag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: MESSAGES.GENERIC }).optional(),
);
const signUpBody = signUpBodySchema.extend({
  isVolunteer: volunteerFlag,
  /** The language of e-mails and pushes (docs/push.md); the welcome mail uses it. */
  language: z.enum(['en', 'es'], { error: MESSAGES.GENERIC }).optional(),
});

const signOutSchema = { response: { 200: messageBody } };

export const SIGNED_OUT = 'Signed out successfully.';

/** Sign-up, sign-in (and its alias /auth/login), and logout (docs/spec/api-contract.md §2.1, §12). */
export const signRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const ttl = app.config.SESSION_TTL_DAYS;

  app.post(
    '/auth/sign-up',
    {
      schema: { body: signUpBody, response: { 200: signedInUser, ...errorResponses(409) } },
      config: credentialLimit('sign-up', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
    },
    async (request) => {
      const { phone, language, ...rest } = request.body;
      const created = await createLocalUser(db, { ...rest, phone: phone || null });
      const token = await openSession(db, created.id, ttl, request.headers['user-agent']);
      const user =
        (await updateUser(db, created.id, { lastSignedIn: new Date(), language })) ?? created;
      void notifyWelcome(app, user);
      return { ...(await loadUserJson(db, user)), token };
    },
  );

  for (const url of ['/auth/sign-in', '/auth/login']) {
    app.post(
      url,
      {
        schema: { body: loginSchema, response: { 200: signedInUser, ...errorResponses(403) } },
        config: credentialLimit('sign-in', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
      },
      async (request) => {
        const user = await verifyLocalSignIn(db, request.body.email, request.body.password);
        const token = await openSession(db, user.id, ttl, request.headers['user-agent']);
        return { ...(await loadUserJson(db, user)), token };
      },
    );
  }

  // The original always answered 401 here; now it ends the caller's session (docs/spec/api-contract.md §12).
  app.delete(
    '/auth/sign-in',
    { schema: signOutSchema, preHandler: requireUser() },
    async (request) => {
      const { sessionId } = signedIn(request);
      await revokeSession(db, sessionId);
      return { message: SIGNED_OUT };
    },
  );
};
