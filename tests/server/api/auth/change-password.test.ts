import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@server/db/schema';
import { NOT_A_LOCAL_ACCOUNT } from '@server/services/auth/local-accounts';
import { openSession } from '@server/services/auth/sessions';
import { MESSAGES } from '@shared/validation/messages';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, signIn } from './support';

describe.each(databaseKinds)('PUT /api/auth/password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const change = (token: string | undefined, payload: object) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/auth/password',
      headers: token ? bearer(token) : {},
      payload,
    });

  it('changes the password and ends every session of the user', async () => {
    const user = await createUser(t.database.db, { email: 'change@example.org', roles: ['USER'] });
    const second = await openSession(t.database.db, user.id, 1);
    const res = await change(user.token, {
      oldPassword: ACTOR_PASSWORD,
      newPassword: 'brand-new-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: 'change@example.org' });
    expect(res.json()).not.toHaveProperty('token');
    for (const token of [user.token, second]) {
      const profile = await call(t.app, {
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBe(401);
    }
    expect((await signIn(t.app, 'change@example.org', ACTOR_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(t.app, 'change@example.org', 'brand-new-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const user = await createUser(t.database.db, { email: 'keep@example.org', roles: ['USER'] });
    const res = await change(user.token, { oldPassword: 'not-mine-1', newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.OLD_PASSWORD_INVALID,
      reason: 'CURRENT_PASSWORD_INVALID',
    });
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses an account without a LOCAL password with 400', async () => {
    const [social] = await t.database.db
      .insert(users)
      .values({ email: 'social@example.org', lastMethod: 'GOOGLE' })
      .returning();
    await t.database.db
      .insert(accounts)
      .values({ userId: social!.id, provider: 'GOOGLE', subject: 'google-subject-1' });
    const token = await openSession(t.database.db, social!.id, 1);
    const res = await change(token, { oldPassword: 'whatever-1', newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: NOT_A_LOCAL_ACCOUNT,
      reason: 'NOT_A_LOCAL_ACCOUNT',
    });
  });

  it('rejects a short new password with 400 and its field', async () => {
    const user = await createUser(t.database.db, { email: 'short@example.org', roles: ['USER'] });
    const res = await change(user.token, { oldPassword: ACTOR_PASSWORD, newPassword: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.PASSWORD_MIN_LENGTH,
      field: 'newPassword',
      reason: 'VALIDATION_FAILED',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await change(undefined, { oldPassword: 'whatever-1', newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', reason: 'UNAUTHORIZED' });
  });
});
