import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { call } from './support';

export const GOOGLE_CLIENT = 'refugio-web';
export const PUBLIC_URL = 'http://refugio.test';

/**
 * A local OpenID provider (oauth2-mock-server) on a free port. `claims` is merged into every token
 * it signs (ID and access tokens), and `profile` into its userinfo answer, so a test decides who
 * signs in; `tamper` changes a token after the claims, for the refusal cases.
 */
export interface MockProvider {
  server: OAuth2Server;
  url: string;
  claims: Record<string, unknown>;
  profile: Record<string, unknown>;
  tamper: ((payload: Record<string, unknown>) => void) | null;
  stop(): Promise<void>;
}

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url;
  if (!url) throw new Error('the mock provider has no issuer url');
  const mock: MockProvider = {
    server,
    url,
    claims: {},
    profile: {},
    tamper: null,
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, mock.claims);
    mock.tamper?.(token.payload);
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    Object.assign(response.body, mock.profile);
  });
  return mock;
}

/** The app configuration of a Google (OpenID) and a Facebook (plain OAuth 2) pointed at the mock. */
export function socialConfig(mock: MockProvider): Record<string, string> {
  return {
    PUBLIC_URL,
    SOCIAL_ALLOW_HTTP: 'true',
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: mock.url,
    FACEBOOK_CLIENT_ID: 'refugio-facebook',
    FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    FACEBOOK_AUTHORIZATION_URL: `${mock.url}/authorize`,
    FACEBOOK_TOKEN_URL: `${mock.url}/token`,
    FACEBOOK_PROFILE_URL: `${mock.url}/userinfo`,
  };
}

/** A path and query of our app from an absolute URL on PUBLIC_URL. */
export function appPath(location: string): string {
  const url = new URL(location);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

/**
 * GET /api/auth/<provider> → the mock's /authorize (followed with fetch, redirect: 'manual') →
 * the callback URL it sends the browser back to. Returns that callback path and our answer to it.
 */
export async function runCodeFlow(app: FastifyInstance, mock: MockProvider, provider: string) {
  const start = await call(app, { method: 'GET', url: `/api/auth/${provider}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mock.url}/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callbackPath = appPath(String(atProvider.headers.get('location')));
  const callback = await call(app, { method: 'GET', url: callbackPath });
  expect(callback.statusCode).toBe(302);
  return { callbackPath, location: new URL(String(callback.headers.location)) };
}

/** The PWA's half: trade the one-time `oauth_token` for `{...user, token}`. */
export function exchange(app: FastifyInstance, code: string) {
  return call(app, { method: 'POST', url: '/api/auth/social/exchange', payload: { code } });
}
