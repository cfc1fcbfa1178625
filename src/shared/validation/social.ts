// Social sign-in (docs/social-sign-in.md, docs/spec/api-contract.md §2.1 and §12): the wire shapes shared by the API
// and the PWA.
import { z } from 'zod';
import { text } from './fields';
import { TEXT_MAX } from './text-limits';

/** The route names of the providers (GET /api/auth/<provider>). */
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'twitter', 'instagram'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDER_IDS)[number];

/** GET /api/auth/providers: the providers this server has configured, in a fixed order. */
export const socialProvidersAnswer = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDER_IDS)),
});

/** POST /api/auth/social/exchange: the one-time code of the redirect (`oauth_token`). */
export const socialExchangeBodySchema = z.object({
  code: text({ max: TEXT_MAX.LINE }).min(1),
});

/**
 * POST /api/auth/verify-access-token, kept path: only an OpenID Connect ID token counts now. The
 * original's `email`, `displayName` and `accessToken` may still be sent; they are never trusted.
 */
export const verifyAccessTokenBodySchema = z.object({
  type: z.enum(['GOOGLE', 'FACEBOOK', 'TWITTER', 'INSTAGRAM']),
  idToken: text({ max: TEXT_MAX.TOKEN }).min(1).optional(),
});

/** Why a redirect sign-in ended on /login (`?social_error=`); the PWA owns the words. */
export const SOCIAL_ERRORS = [
  'already_signed_up',
  'inactive',
  'cancelled',
  'expired',
  'failed',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

/** The one-time-code exchange failed: unknown, expired or already used. */
export const SOCIAL_CODE_INVALID = 'This sign-in link has expired or was already used.';
export const SOCIAL_TOKEN_INVALID = 'The sign-in token could not be verified.';
export const SOCIAL_PROVIDER_UNAVAILABLE = 'This sign-in method is not available.';
export const SOCIAL_ID_TOKEN_REQUIRED =
  'Send the ID token of an OpenID Connect provider, or use the sign-in button.';
