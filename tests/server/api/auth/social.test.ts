import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import {
  exchange,
  runCodeFlow,
  socialConfig,
  startMockProvider,
  type MockProvider,
} from './social-support';
import { bearer, call, mailFiles, tempDataDir } from './support';

describe.each(databaseKinds)('social sign-in by redirect on %s', (kind) => {
  let mock: MockProvider;
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    mock = await startMockProvider();
    t = await buildTestApp(kind, { ...socialConfig(mock), DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });
  beforeEach(() => {
    mock.claims = {};
    mock.profile = {};
    mock.tamper = null;
  });

  const pwaCode = (location: URL) => {
    expect(location.pathname).toBe('/auth/twitter/callback');
    const code = location.searchParams.get('oauth_token');
    expect(code).toMatch(/^[\w-]{40,}$/);
    return code ?? '';
  };

  it('lists only the configured providers, and answers 404 for the others', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: ['google', 'facebook'] });
    for (const url of ['/api/auth/twitter', '/api/auth/instagram', '/api/auth/myspace']) {
      const missing = await call(t.app, { method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 404 });
    }
  });

  it('signs a new Google user in through the code flow, with no bearer token in any URL', async () => {
    mock.claims = {
      sub: 'google-ana',
      email: 'Ana@Example.org',
      email_verified: true,
      name: 'Ana Flores',
    };
    const { location } = await runCodeFlow(t.app, mock, 'google');
    const res = await exchange(t.app, pwaCode(location));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'ana@example.org',
      displayName: 'Ana Flores',
      lastMethod: 'GOOGLE',
    });
    expect(location.href).not.toContain(body.token);
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(body.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('ana@example.org');
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, body.id));
    expect(rows.map((r) => [r.provider, r.subject])).toEqual([['GOOGLE', 'google-ana']]);
    // The welcome e-mail of a new user (docs/push.md), sent after the answer.
    await vi.waitFor(async () => {
      const mails = await mailFiles(dataDir);
      expect(mails.some((mail) => mail.includes('To: ana@example.org'))).toBe(true);
    });
  });

  it('finds the same user on a second sign-in, by the subject even when the e-mail changed', async () => {
    mock.claims = { sub: 'google-ben', email: 'ben@example.org', email_verified: true };
    const first = await runCodeFlow(t.app, mock, 'google');
    const one = (await exchange(t.app, pwaCode(first.location))).json();
    mock.claims = { sub: 'google-ben', email: 'ben.new@example.org', email_verified: true };
    const second = await runCodeFlow(t.app, mock, 'google');
    const two = (await exchange(t.app, pwaCode(second.location))).json();
    expect(two.id).toBe(one.id);
    expect(two.token).not.toBe(one.token);
  });

  it('refuses a reused state and a reused one-time code', async () => {
    mock.claims = { sub: 'google-cy', email: 'cy@example.org', email_verified: true };
    const { callbackPath, location } = await runCodeFlow(t.app, mock, 'google');
    const replay = await call(t.app, { method: 'GET', url: callbackPath });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('http://refugio.test/login?social_error=expired');
    const code = pwaCode(location);
    expect((await exchange(t.app, code)).statusCode).toBe(200);
    const again = await exchange(t.app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400 });
  });

  it('refuses a callback whose state was never issued', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/auth/google/callback?code=made-up&state=made-up',
    });
    expect(res.headers.location).toBe('http://refugio.test/login?social_error=expired');
  });

  it('refuses an ID token changed by the provider side (wrong audience, wrong nonce)', async () => {
    mock.claims = { sub: 'google-eve', email: 'eve@example.org', email_verified: true };
    for (const tamper of [
      (p: Record<string, unknown>) => (p.aud = 'another-client'),
      (p: Record<string, unknown>) => (p.nonce = 'not-our-nonce'),
      (p: Record<string, unknown>) => (p.iss = 'https://evil.example'),
    ]) {
      mock.tamper = tamper;
      const { location } = await runCodeFlow(t.app, mock, 'google');
      expect(location.href).toBe('http://refugio.test/login?social_error=failed');
    }
    const [eve] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve@example.org'));
    expect(eve).toBeUndefined();
  });

  it("answers 'already signed up using LOCAL' for the verified e-mail of a local user", async () => {
    await createUser(t.database.db, { email: 'local@example.org', roles: ['USER'] });
    mock.claims = { sub: 'google-local', email: 'local@example.org', email_verified: true };
    const { location } = await runCodeFlow(t.app, mock, 'google');
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      social_error: 'already_signed_up',
      method: 'LOCAL',
    });
  });

  it('never takes an unverified e-mail: the person gets an account of their own', async () => {
    await createUser(t.database.db, { email: 'victim@example.org', roles: ['USER'] });
    mock.claims = { sub: 'google-mallory', email: 'victim@example.org', email_verified: false };
    const { location } = await runCodeFlow(t.app, mock, 'google');
    const body = (await exchange(t.app, pwaCode(location))).json();
    expect(body.email).toBe('google-google-mallory@social.invalid');
  });

  it('refuses an inactive user', async () => {
    mock.claims = { sub: 'google-off', email: 'off@example.org', email_verified: true };
    const first = await runCodeFlow(t.app, mock, 'google');
    const { id } = (await exchange(t.app, pwaCode(first.location))).json();
    await t.database.db.update(users).set({ isApproved: false }).where(eq(users.id, id));
    const { location } = await runCodeFlow(t.app, mock, 'google');
    expect(location.href).toBe('http://refugio.test/login?social_error=inactive');
  });

  it('signs in through a plain OAuth 2 provider (Facebook) from its profile answer', async () => {
    mock.profile = { id: '1234567', name: 'Dee', email: 'dee@example.org' };
    const { location } = await runCodeFlow(t.app, mock, 'facebook');
    const res = await exchange(t.app, pwaCode(location));
    expect(res.json()).toMatchObject({ email: 'dee@example.org', lastMethod: 'FACEBOOK' });
  });
});
