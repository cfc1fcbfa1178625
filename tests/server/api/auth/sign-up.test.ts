import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '@server/db/schema';
import { MESSAGES } from '@shared/validation/messages';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call } from './support';

const USER_KEYS = [
  'createdAt',
  'displayName',
  'email',
  'favoriteServices',
  'id',
  'isAdmin',
  'isApproved',
  'isVolunteer',
  'lastMethod',
  'lastSignedIn',
  'name',
  'phone',
  'roles',
  'token',
  'totalServices',
  'updatedAt',
];

describe.each(databaseKinds)('POST /api/auth/sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const signUp = (payload: unknown) =>
    call(t.app, { method: 'POST', url: '/api/auth/sign-up', payload: payload as object });

  it('creates an active USER and answers the user with a working token', async () => {
    const res = await signUp({
      email: '  New.Person@Example.org ',
      password: 'secret-1',
      displayName: 'New Person',
      phone: '(303) 555-0100',
      roles: ['ADMINISTRATOR'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(USER_KEYS);
    expect(body).toMatchObject({
      email: 'new.person@example.org',
      displayName: 'New Person',
      phone: '(303) 555-0100',
      roles: ['USER'],
      isApproved: true,
      isVolunteer: false,
      isAdmin: false,
      totalServices: 3,
      lastMethod: 'LOCAL',
      favoriteServices: [],
    });
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(body.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('new.person@example.org');
  });

  it('stores an argon2id hash, never the password', async () => {
    const res = await signUp({ email: 'hash@example.org', password: 'secret-1', displayName: 'H' });
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, res.json().id));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('starts a volunteer as pending, with the VOLUNTEER role, and lets them sign in', async () => {
    const res = await signUp({
      email: 'helper@example.org',
      password: 'secret-1',
      displayName: 'Helper',
      isVolunteer: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      roles: ['VOLUNTEER', 'USER'],
      isVolunteer: true,
      isApproved: false,
    });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'helper@example.org', password: 'secret-1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an e-mail that is already signed up with 409', async () => {
    await signUp({ email: 'twice@example.org', password: 'secret-1', displayName: 'One' });
    const res = await signUp({
      email: 'TWICE@example.org',
      password: 'secret-2',
      displayName: 'Two',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: MESSAGES.EMAIL_TAKEN, reason: 'EMAIL_TAKEN' });
  });

  it.each([
    [{ password: 'secret-1', displayName: 'X' }, MESSAGES.EMAIL_REQUIRED, 'email'],
    [
      { email: 'not-an-email', password: 'secret-1', displayName: 'X' },
      MESSAGES.EMAIL_INVALID,
      'email',
    ],
    [
      { email: 'a@b.org', password: '12345', displayName: 'X' },
      MESSAGES.PASSWORD_MIN_LENGTH,
      'password',
    ],
    [{ email: 'a@b.org', password: 'secret-1' }, MESSAGES.DISPLAY_NAME_REQUIRED, 'displayName'],
    [
      { email: 'a@b.org', password: 'secret-1', displayName: 'X', isVolunteer: 'maybe' },
      MESSAGES.GENERIC,
      'isVolunteer',
    ],
  ])('rejects a bad body %# with 400 and the message id', async (payload, message, field) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, field, reason: 'VALIDATION_FAILED' });
  });

  it('rejects a body that is not an object with 400', async () => {
    const res = await signUp([1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});
