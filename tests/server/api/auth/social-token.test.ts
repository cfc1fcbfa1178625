import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import {
  GOOGLE_CLIENT,
  socialConfig,
  startMockProvider,
  type MockProvider,
} from './social-support';
import { bearer, call } from './support';

const ALREADY_LOCAL =
  'Sorry, looks like taken@example.org is already signed up using LOCAL account. Please try logging in using that account';

describe('POST /api/auth/verify-access-token with an OpenID Connect ID token', () => {
  let mock: MockProvider;
  let t: TestApp;
  beforeAll(async () => {
    mock = await startMockProvider();
    t = await buildTestApp('pglite', socialConfig(mock));
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const idToken = (claims: Record<string, unknown>) =>
    mock.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { aud: GOOGLE_CLIENT }, claims),
    });
  const verify = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/auth/verify-access-token', payload });

  it('signs in the subject of a valid token, ignoring the e-mail in the body', async () => {
    await createUser(t.database.db, {
      email: 'boss@example.org',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    const token = await idToken({ sub: 'g-1', email: 'gil@example.org', email_verified: true });
    const res = await verify({ type: 'GOOGLE', idToken: token, email: 'boss@example.org' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'gil@example.org', lastMethod: 'GOOGLE' });
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(body.token),
    });
    expect(profile.json().email).toBe('gil@example.org');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await idToken({ sub: 'g-2', email: 'hal@example.org', email_verified: true });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.org' })).toString(
      'base64url',
    );
    const res = await verify({ type: 'GOOGLE', idToken: `${header}.${forged}.${signature}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      message: expect.any(String),
      reason: 'SOCIAL_SIGN_IN_FAILED',
    });
  });

  it('refuses a token signed with another key under the provider key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = mock.server.issuer.keys.get()?.kid ?? '';
    const token = await new SignJWT({ email: 'boss@example.org', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(mock.url)
      .setAudience(GOOGLE_CLIENT)
      .setSubject('g-3')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await verify({ type: 'GOOGLE', idToken: token })).statusCode).toBe(401);
  });

  it('refuses a token for another client, an expired one, and garbage', async () => {
    const other = await idToken({ sub: 'g-4', aud: 'someone-else' });
    const expired = await idToken({ sub: 'g-4', exp: Math.floor(Date.now() / 1000) - 600 });
    for (const token of [other, expired, 'not.a.token']) {
      expect((await verify({ type: 'GOOGLE', idToken: token })).statusCode).toBe(401);
    }
  });

  it("answers the 'already signed up using LOCAL' message for a local user's verified e-mail", async () => {
    await createUser(t.database.db, { email: 'taken@example.org', roles: ['USER'] });
    const token = await idToken({ sub: 'g-5', email: 'taken@example.org', email_verified: true });
    const res = await verify({ type: 'GOOGLE', idToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: ALREADY_LOCAL,
      reason: 'SIGNED_UP_WITH_OTHER_PROVIDER',
    });
  });

  it('takes no access token alone, and 404s a provider that is not configured', async () => {
    const noToken = await verify({ type: 'GOOGLE', accessToken: 'x', email: 'a@example.org' });
    expect(noToken.statusCode).toBe(400);
    const oauthOnly = await verify({ type: 'FACEBOOK', idToken: 'x.y.z' });
    expect(oauthOnly.statusCode).toBe(400);
    const off = await verify({ type: 'TWITTER', idToken: 'x.y.z' });
    expect(off.statusCode).toBe(404);
  });
});
