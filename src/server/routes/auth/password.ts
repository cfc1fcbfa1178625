import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser, signedIn } from '@server/plugins/auth';
import { changeLocalPassword } from '@server/services/auth/local-accounts';
import {
  requestPasswordReset,
  resetPassword,
  type ResetRequest,
} from '@server/services/auth/password-reset';
import { notifierFor } from '@server/services/notify';
import {
  changePasswordBodySchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@shared/validation/auth';
import { MESSAGES } from '@shared/validation/messages';
import { credentialLimit } from './limits';
import { resetRequested, userRecord } from '@shared/api/user';

const requestResetBody = forgotPasswordSchema.extend({
  language: z.enum(['en', 'es'], { error: MESSAGES.GENERIC }).default('en'),
});

/** The original's answer, kept word for word (docs/spec/api-contract.md §2.1). */
export const RESET_REQUESTED = 'Sent an email to request reset password';

/** Request a reset, reset with the mailed token, change a LOCAL password (docs/spec/api-contract.md §1, §12). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The resets asked for by requests whose answer is on its way.
  const asked = new WeakMap<FastifyRequest, ResetRequest>();

  app.post(
    '/auth/request-reset-password',
    {
      schema: { body: requestResetBody, response: { 200: resetRequested } },
      config: credentialLimit('reset-request', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
      // The answer never waits for the work: looking the e-mail up, storing the reset and mailing
      // start once it is sent, through the notifier (a failure is logged). Its timing then cannot
      // tell whether the e-mail has an account (docs/api/auth.md "Password reset": 12 ms known against 6 ms unknown).
      onResponse: async (request) => {
        const reset = asked.get(request);
        if (!reset) return;
        void notifierFor(app).run('password reset', async (deps) => {
          await requestPasswordReset(deps, reset);
        });
      },
    },
    async (request) => {
      const { email, language } = request.body;
      asked.set(request, { email, language });
      return { code: 200, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/password',
    {
      schema: { body: resetPasswordSchema, response: { 200: userRecord } },
      config: credentialLimit('reset', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
    },
    async (request) => loadUserJson(db, await resetPassword(db, request.body)),
  );

  app.put(
    '/auth/password',
    {
      schema: { body: changePasswordBodySchema, response: { 200: userRecord } },
      preHandler: requireUser(),
    },
    async (request) => {
      const { user } = signedIn(request);
      await changeLocalPassword(db, user, request.body.oldPassword, request.body.newPassword);
      return loadUserJson(db, user);
    },
  );
};
