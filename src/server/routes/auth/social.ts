import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  consumeOAuthState,
  insertOAuthState,
  insertSignInCode,
} from '@server/db/queries/oauth-states';
import { HttpError } from '@server/plugins/error-handler';
import { notifyWelcome } from '@server/services/notify';
import { hashToken, newToken } from '@server/services/auth/tokens';
import { identityFromCallback } from '@server/services/auth/social/identity';
import {
  authorizationRequest,
  clientConfiguration,
} from '@server/services/auth/social/oauth-client';
import {
  enabledProviders,
  socialProvider,
  type SocialProvider,
} from '@server/services/auth/social/providers';
import { SocialSignInError, signInSocialIdentity } from '@server/services/auth/social/social-users';
import { SOCIAL_PROVIDER_UNAVAILABLE, type SocialError } from '@shared/validation/social';
import type { Config } from '@server/config';
import { credentialLimit } from './limits';
import { errorResponses, redirect } from '@shared/api/common';
import { providerList } from '@shared/api/user';

const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 2 * 60_000;
/** The PWA route of docs/spec/product-spec.md §2 that takes the one-time code as `oauth_token`. */
const PWA_CALLBACK = '/auth/twitter/callback';

const providerParams = z.object({ provider: text({ max: TEXT_MAX.SHORT }) });

/** The public address: PUBLIC_URL, else the address this request came to. */
function publicBase(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

const callbackUrl = (base: string, provider: SocialProvider) =>
  `${base}/api/auth/${provider.id}/callback`;

function configured(config: Config, id: string): SocialProvider {
  const provider = socialProvider(config, id);
  if (!provider)
    throw new HttpError(404, SOCIAL_PROVIDER_UNAVAILABLE, {
      reason: 'SOCIAL_PROVIDER_UNAVAILABLE',
    });
  return provider;
}

function loginWithError(base: string, error: SocialError, method?: string): string {
  const query = new URLSearchParams({ social_error: error, ...(method ? { method } : {}) });
  return `${base}/login?${query.toString()}`;
}

function failureOf(error: unknown, log: FastifyBaseLogger, provider: string): SocialError {
  if (error instanceof SocialSignInError) return error.socialError;
  log.warn({ err: error, provider }, 'social sign-in failed at the provider step');
  return 'failed';
}

/**
 * Social sign-in by redirect (docs/social-sign-in.md; docs/spec/product-spec.md §7 GET /auth/google, /auth/facebook):
 * the identity is taken server-side from the provider (docs/spec/api-contract.md §12), and the PWA receives a
 * one-time code, never the bearer token, in the URL.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config;
  const max = config.AUTH_RATE_LIMIT_PER_MINUTE;
  const allowHttp = config.SOCIAL_ALLOW_HTTP;

  app.get('/auth/providers', { schema: { response: { 200: providerList } } }, async () => ({
    providers: enabledProviders(config),
  }));

  app.get(
    '/auth/:provider',
    {
      schema: { params: providerParams, response: { 302: redirect, ...errorResponses(404) } },
      config: credentialLimit('social-start', max),
    },
    async (request, reply) => {
      const provider = configured(config, request.params.provider);
      const redirectUri = callbackUrl(publicBase(config, request), provider);
      const auth = await authorizationRequest(
        provider,
        await clientConfiguration(provider, allowHttp),
        redirectUri,
      );
      await insertOAuthState(db, {
        state: auth.state,
        provider: provider.id,
        codeVerifier: auth.codeVerifier,
        nonce: auth.nonce,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return reply.redirect(auth.url.href, 302);
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        params: providerParams,
        querystring: z.looseObject({ state: text({ max: TEXT_MAX.LINE }).optional() }),
        response: { 302: redirect, ...errorResponses(404) },
      },
      config: credentialLimit('social-callback', max),
    },
    async (request, reply) => {
      const provider = configured(config, request.params.provider);
      const base = publicBase(config, request);
      // The state is spent before anything else, so a replayed callback URL never works twice.
      const saved = request.query.state
        ? await consumeOAuthState(db, request.query.state, provider.id)
        : null;
      if (!saved) return reply.redirect(loginWithError(base, 'expired'), 302);
      const currentUrl = new URL(callbackUrl(base, provider));
      currentUrl.search = new URL(request.url, 'http://x').search;
      if (currentUrl.searchParams.get('error') === 'access_denied') {
        return reply.redirect(loginWithError(base, 'cancelled'), 302);
      }
      try {
        const identity = await identityFromCallback(
          provider,
          await clientConfiguration(provider, allowHttp),
          currentUrl,
          { codeVerifier: saved.codeVerifier, state: saved.state, nonce: saved.nonce },
        );
        const { user, created } = await signInSocialIdentity(db, provider.account, identity);
        if (created && identity.email) void notifyWelcome(app, user);
        const code = newToken();
        await insertSignInCode(db, {
          codeHash: hashToken(code),
          userId: user.id,
          provider: provider.id,
          expiresAt: new Date(Date.now() + CODE_TTL_MS),
        });
        const target = new URL(`${base}${PWA_CALLBACK}`);
        target.searchParams.set('oauth_token', code);
        return await reply.redirect(target.href, 302);
      } catch (error) {
        const reason = failureOf(error, request.log, provider.id);
        const method = error instanceof SocialSignInError ? error.method : undefined;
        return reply.redirect(loginWithError(base, reason, method), 302);
      }
    },
  );
};
