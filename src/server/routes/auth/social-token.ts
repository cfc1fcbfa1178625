import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeSignInCode } from '@server/db/queries/oauth-states';
import { findUserById } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { HttpError } from '@server/plugins/error-handler';
import { notifyWelcome } from '@server/services/notify';
import { INACTIVE_ACCOUNT } from '@server/services/auth/local-accounts';
import { mayUseAccount, openSession } from '@server/services/auth/sessions';
import { hashToken } from '@server/services/auth/tokens';
import { identityFromIdToken } from '@server/services/auth/social/identity';
import { clientConfiguration } from '@server/services/auth/social/oauth-client';
import { providerIdOf, socialProvider } from '@server/services/auth/social/providers';
import { signInSocialIdentity } from '@server/services/auth/social/social-users';
import {
  SOCIAL_CODE_INVALID,
  SOCIAL_ID_TOKEN_REQUIRED,
  SOCIAL_PROVIDER_UNAVAILABLE,
  SOCIAL_TOKEN_INVALID,
  socialExchangeBodySchema,
  verifyAccessTokenBodySchema,
} from '@shared/validation/social';
import { credentialLimit } from './limits';
import { errorResponses } from '@shared/api/common';
import { signedInUser } from '@shared/api/user';

/** The session answers of social sign-in: `{...user, token}` like sign-in (docs/spec/api-contract.md §12). */
export const socialTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config;
  const max = config.AUTH_RATE_LIMIT_PER_MINUTE;
  const ttl = config.SESSION_TTL_DAYS;

  // The PWA trades the one-time code of the redirect for a session, once (docs/social-sign-in.md).
  app.post(
    '/auth/social/exchange',
    {
      schema: {
        body: socialExchangeBodySchema,
        response: { 200: signedInUser, ...errorResponses(403) },
      },
      config: credentialLimit('social-exchange', max),
    },
    async (request) => {
      const userId = await consumeSignInCode(db, hashToken(request.body.code));
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) throw new HttpError(400, SOCIAL_CODE_INVALID, { reason: 'SOCIAL_SIGN_IN_FAILED' });
      if (!mayUseAccount(user))
        throw new HttpError(403, INACTIVE_ACCOUNT, { reason: 'ACCOUNT_INACTIVE' });
      const token = await openSession(db, user.id, ttl, request.headers['user-agent']);
      return { ...(await loadUserJson(db, user)), token };
    },
  );

  // Kept path (docs/spec/product-spec.md §7). The original trusted the e-mail in the body (docs/spec/api-contract.md §10.1);
  // now only an ID token signed by the configured issuer for our client id says who this is.
  app.post(
    '/auth/verify-access-token',
    {
      schema: {
        body: verifyAccessTokenBodySchema,
        response: { 200: signedInUser, ...errorResponses(401, 403, 404) },
      },
      config: credentialLimit('social-token', max),
    },
    async (request) => {
      const id = providerIdOf(request.body.type);
      const provider = id ? socialProvider(config, id) : null;
      if (!provider)
        throw new HttpError(404, SOCIAL_PROVIDER_UNAVAILABLE, {
          reason: 'SOCIAL_PROVIDER_UNAVAILABLE',
        });
      if (provider.kind !== 'oidc' || !request.body.idToken) {
        throw new HttpError(400, SOCIAL_ID_TOKEN_REQUIRED);
      }
      const oidc = await clientConfiguration(provider, config.SOCIAL_ALLOW_HTTP);
      const identity = await identityFromIdToken(provider, oidc, request.body.idToken).catch(
        (error: unknown) => {
          request.log.info({ err: error }, 'an ID token was refused');
          throw new HttpError(401, SOCIAL_TOKEN_INVALID, { reason: 'SOCIAL_SIGN_IN_FAILED' });
        },
      );
      const { user, created } = await signInSocialIdentity(db, provider.account, identity);
      if (created && identity.email) void notifyWelcome(app, user);
      const token = await openSession(db, user.id, ttl, request.headers['user-agent']);
      return { ...(await loadUserJson(db, user)), token };
    },
  );
};
