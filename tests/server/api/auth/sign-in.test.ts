import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@server/db/schema';
import { INACTIVE_ACCOUNT } from '@server/services/auth/local-accounts';
import { SIGNED_OUT } from '@server/routes/auth/sign';
import { MESSAGES } from '@shared/validation/messages';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { TEST_ADMIN } from '@tests/helpers/test-config';
import { bearer, call, signIn } from './support';

describe.each(databaseKinds)('signing in and out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const profile = (token: string) =>
    call(t.app, { method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('signs the seeded administrator in with {...user, token}', async () => {
    const res = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: TEST_ADMIN.email, isAdmin: true, lastMethod: 'LOCAL' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.lastSignedIn).not.toBeNull();
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('accepts POST /api/auth/login as the same call, e-mail trimmed and lowercased', async () => {
    await createUser(t.database.db, { email: 'alias@example.org', roles: ['USER'] });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' Alias@Example.ORG ', password: ACTOR_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('alias@example.org');
  });

  it('answers one 400 for a wrong password and for an unknown e-mail', async () => {
    await createUser(t.database.db, { email: 'wrong@example.org', roles: ['USER'] });
    const wrong = await signIn(t.app, 'wrong@example.org', 'not-the-password');
    const unknown = await signIn(t.app, 'nobody@example.org', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      // The original server's words: shelter-web's sign-in form looks for exactly this text.
      expect(res.json()).toEqual({
        code: 400,
        message: 'Email or password invalid',
        reason: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('does not trim the password (a trailing space is part of it)', async () => {
    await createUser(t.database.db, { email: 'space@example.org', roles: ['USER'] });
    const res = await signIn(t.app, 'space@example.org', `${ACTOR_PASSWORD} `);
    expect(res.statusCode).toBe(400);
  });

  it('tells an inactive user with the right password so with 403', async () => {
    await createUser(t.database.db, {
      email: 'off@example.org',
      roles: ['USER'],
      isApproved: false,
    });
    const res = await signIn(t.app, 'off@example.org', ACTOR_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      message: INACTIVE_ACCOUNT,
      reason: 'ACCOUNT_INACTIVE',
    });
  });

  it('lets a volunteer waiting for approval sign in', async () => {
    await createUser(t.database.db, {
      email: 'waiting@example.org',
      roles: ['VOLUNTEER', 'USER'],
      isApproved: false,
      isVolunteer: true,
    });
    const res = await signIn(t.app, 'waiting@example.org', ACTOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().isApproved).toBe(false);
  });

  it('rejects a missing password with 400 and its message id', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.org' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.PASSWORD_REQUIRED,
      field: 'password',
      reason: 'VALIDATION_FAILED',
    });
  });

  it('ends the session on DELETE /api/auth/sign-in: the old token then gets 401', async () => {
    const user = await createUser(t.database.db, { email: 'bye@example.org', roles: ['USER'] });
    const other = (await signIn(t.app, 'bye@example.org', ACTOR_PASSWORD)).json().token as string;
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/auth/sign-in',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGNED_OUT });
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(user.token)).json()).toEqual({
      code: 401,
      message: 'Unauthorized',
      reason: 'UNAUTHORIZED',
    });
    // Only that session ends: the same user's other device stays signed in.
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('answers 401 to DELETE /api/auth/sign-in without a session', async () => {
    const res = await call(t.app, { method: 'DELETE', url: '/api/auth/sign-in' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', reason: 'UNAUTHORIZED' });
  });

  it('stops accepting a token once its session has expired', async () => {
    const user = await createUser(t.database.db, { email: 'late@example.org', roles: ['USER'] });
    expect((await profile(user.token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('gives new sessions the configured lifetime (SESSION_TTL_DAYS)', async () => {
    await createUser(t.database.db, { email: 'ttl@example.org', roles: ['USER'] });
    const res = await signIn(t.app, 'ttl@example.org', ACTOR_PASSWORD);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ttl@example.org'));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const days = (newest.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(res.statusCode).toBe(200);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Only the hash of the token is stored.
    expect(rows.map((r) => r.tokenHash)).not.toContain(res.json().token);
  });
});
