import * as client from 'openid-client';
import type { SocialProvider } from './providers';

/**
 * openid-client configurations, one per provider set-up. Discovery metadata is a cache, not state:
 * losing it only costs one more discovery request, so it may live in process memory.
 */
const configurations = new Map<string, Promise<client.Configuration>>();

/** Instagram's token endpoint answers without token_type, which OAuth 2 requires: add it. */
const lenientTokenFetch: client.CustomFetch = async (url, options) => {
  const response = await fetch(url, options as RequestInit);
  if (options.method !== 'POST' || !response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.access_token !== 'string' || body.token_type) return response;
  return new Response(JSON.stringify({ ...body, token_type: 'bearer' }), {
    status: response.status,
    headers: { 'content-type': 'application/json' },
  });
};

async function build(provider: SocialProvider, allowHttp: boolean): Promise<client.Configuration> {
  const auth = (
    provider.kind === 'oauth2' && provider.basicAuth
      ? client.ClientSecretBasic
      : client.ClientSecretPost
  )(provider.clientSecret);
  if (provider.kind === 'oidc') {
    return client.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, {
      execute: allowHttp ? [client.allowInsecureRequests] : [],
    });
  }
  const { endpoints } = provider;
  const config = new client.Configuration(
    {
      issuer: new URL(endpoints.authorization).origin,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
    },
    provider.clientId,
    undefined,
    auth,
  );
  if (allowHttp) client.allowInsecureRequests(config);
  config[client.customFetch] = lenientTokenFetch;
  return config;
}

export function clientConfiguration(
  provider: SocialProvider,
  allowHttp: boolean,
): Promise<client.Configuration> {
  const where = provider.kind === 'oidc' ? provider.issuer : provider.endpoints.token;
  const key = `${provider.id}|${provider.clientId}|${where}|${allowHttp}`;
  let pending = configurations.get(key);
  if (!pending) {
    pending = build(provider, allowHttp);
    configurations.set(key, pending);
    // A failed discovery (provider down) is tried again on the next sign-in.
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** The provider's authorization URL with PKCE (S256), state and, for OpenID Connect, a nonce. */
export async function authorizationRequest(
  provider: SocialProvider,
  config: client.Configuration,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = provider.kind === 'oidc' ? client.randomNonce() : null;
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...(nonce ? { nonce } : {}),
  });
  return { url, state, codeVerifier, nonce };
}
