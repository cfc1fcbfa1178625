import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUserJson } from '../../http/serializers/user';
import { requireUser, signedIn } from '../../plugins/auth';
import { createMailer } from '../../services/mail';
import { changeLocalPassword } from '../../services/auth/local-accounts';
import {
  MAIL_FAILED,
  requestPasswordReset,
  resetPassword,
} from '../../services/auth/password-reset';
import type { ApiErrorBody } from '../../../shared/api/error';
import {
  changePasswordBodySchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../shared/validation/auth';
import { MESSAGES } from '../../../shared/validation/messages';
import { credentialLimit } from './limits';

const requestResetBody = forgotPasswordSchema.extend({
  language: z.enum(['en', 'es'], { error: MESSAGES.GENERIC }).default('en'),
});

/** The original's answer, kept word for word (api-contract §2.1). */
export const RESET_REQUESTED = 'Sent an email to request reset password';

/** Request a reset, reset with the mailed token, change a LOCAL password (api-contract §1, §12). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mailer = createMailer(app.config);

  app.post(
    '/auth/request-reset-password',
    {
      schema: { body: requestResetBody },
      config: credentialLimit('reset-request', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const { email, language } = request.body;
      const outcome = await requestPasswordReset(
        { db, mailer, config: app.config, log: request.log },
        { email, language },
      );
      // A mail failure fails this request only, with a message the person can act on.
      if (outcome === 'mail-failed') {
        return reply.code(500).send({ code: 500, message: MAIL_FAILED } satisfies ApiErrorBody);
      }
      return { code: 200, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/password',
    {
      schema: { body: resetPasswordSchema },
      config: credentialLimit('reset', app.config.AUTH_RATE_LIMIT_PER_MINUTE),
    },
    async (request) => loadUserJson(db, await resetPassword(db, request.body)),
  );

  app.put(
    '/auth/password',
    { schema: { body: changePasswordBodySchema }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      await changeLocalPassword(db, user, request.body.oldPassword, request.body.newPassword);
      return loadUserJson(db, user);
    },
  );
};
