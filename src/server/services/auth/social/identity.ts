import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import type { OidcProvider, SocialProvider } from './providers';

/** Who the provider says signed in; `email` only when the provider vouches for it. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  displayName: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const lowerEmail = (value: unknown): string | null => text(value)?.toLowerCase() ?? null;

/** OpenID Connect claims: an e-mail counts only with email_verified (docs/spec/api-contract.md §12). */
export function identityFromClaims(claims: JWTPayload | client.IDToken): SocialIdentity {
  const subject = text(claims.sub);
  if (!subject) throw new Error('the ID token has no subject');
  return {
    subject,
    email: claims.email_verified === true ? lowerEmail(claims.email) : null,
    displayName: text(claims.name) ?? text(claims.preferred_username),
  };
}

/**
 * A profile answer of an OAuth-2-only provider. Facebook returns `email` only once the person
 * has confirmed it; X names it `confirmed_email`; anything else needs `email_verified: true`.
 */
export function identityFromProfile(
  provider: SocialProvider,
  body: Record<string, unknown>,
): SocialIdentity {
  const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<
    string,
    unknown
  >;
  const rawId = data.id ?? data.user_id ?? data.sub;
  const subject = typeof rawId === 'number' ? String(rawId) : text(rawId);
  if (!subject) throw new Error(`the ${provider.id} profile has no id`);
  const email =
    provider.id === 'facebook'
      ? lowerEmail(data.email)
      : provider.id === 'twitter'
        ? lowerEmail(data.confirmed_email)
        : data.email_verified === true
          ? lowerEmail(data.email)
          : null;
  return { subject, email, displayName: text(data.name) ?? text(data.username) };
}

export interface CallbackChecks {
  codeVerifier: string;
  state: string;
  nonce: string | null;
}

/**
 * Finishes the code flow server-side: state, PKCE and (OpenID Connect) the ID token's signature,
 * issuer, audience and nonce are checked by openid-client; OAuth-2-only providers are then asked
 * for the profile with the access token they just issued to us.
 */
export async function identityFromCallback(
  provider: SocialProvider,
  config: client.Configuration,
  currentUrl: URL,
  checks: CallbackChecks,
): Promise<SocialIdentity> {
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
    idTokenExpected: provider.kind === 'oidc',
  });
  if (provider.kind === 'oidc') {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return identityFromClaims(claims);
  }
  const response = await client.fetchProtectedResource(
    config,
    tokens.access_token,
    new URL(provider.endpoints.profile),
    'GET',
  );
  if (!response.ok) throw new Error(`the ${provider.id} profile answered ${response.status}`);
  return identityFromProfile(provider, (await response.json()) as Record<string, unknown>);
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const ASYMMETRIC = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'EdDSA',
];

/**
 * POST /auth/verify-access-token: an ID token the client obtained itself counts only when the
 * provider's published keys signed it, for our client id, from the configured issuer, unexpired.
 */
export async function identityFromIdToken(
  provider: OidcProvider,
  config: client.Configuration,
  idToken: string,
): Promise<SocialIdentity> {
  const metadata = config.serverMetadata();
  if (!metadata.jwks_uri) throw new Error('the issuer publishes no keys');
  let keys = keySets.get(metadata.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
    keySets.set(metadata.jwks_uri, keys);
  }
  // Google writes its issuer with and without the scheme (its ID token documentation).
  const issuers =
    metadata.issuer === 'https://accounts.google.com'
      ? [metadata.issuer, 'accounts.google.com']
      : [metadata.issuer];
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: issuers,
    audience: provider.clientId,
    algorithms: ASYMMETRIC,
    requiredClaims: ['sub', 'exp'],
  });
  return identityFromClaims(payload);
}
