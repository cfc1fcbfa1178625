import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@shared/domain/enums';
import { MESSAGES } from '@shared/validation/messages';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, signIn } from '../auth/support';

describe.each(databaseKinds)('user permissions on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  let lead: { token: string };
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.database.db, {
      email: 'perm-admin@example.org',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    lead = await createUser(t.database.db, {
      email: 'perm-lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
    });
  });
  afterAll(() => t.close());

  const target = () =>
    createUser(t.database.db, { email: `perm${(n += 1)}@example.org`, roles: ['USER'] });
  const post = (token: string, url: string, payload?: object) =>
    call(t.app, { method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('toggles ADMINISTRATOR on and off', async () => {
    const user = await target();
    const on = await post(admin.token, `/api/users/${user.id}/toggle-perm`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ roles: ['ADMINISTRATOR', 'USER'], isAdmin: true });
    // The new right holds at once, on the user's existing session.
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/users',
      headers: bearer(user.token),
    });
    expect(list.statusCode).toBe(200);
    const off = await post(admin.token, `/api/users/${user.id}/toggle-perm`);
    expect(off.json()).toMatchObject({ roles: ['USER'], isAdmin: false });
  });

  it('toggles SUPER USER', async () => {
    const user = await target();
    const on = await post(admin.token, `/api/users/${user.id}/toggle-perm-supper-user`);
    expect(on.json().roles).toEqual(['SUPER USER', 'USER']);
    const off = await post(admin.token, `/api/users/${user.id}/toggle-perm-supper-user`);
    expect(off.json().roles).toEqual(['USER']);
  });

  it.each(ROLES.map((r) => [r]))('sets the role %s', async (role) => {
    const user = await target();
    const res = await post(admin.token, `/api/users/${user.id}/set-permission`, {
      role,
      userId: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(role === 'USER' ? ['USER'] : [role, 'USER']);
    expect(res.json().isVolunteer).toBe(role.startsWith('VOLUNTEER'));
  });

  it('rejects an unknown role with 400', async () => {
    const user = await target();
    const res = await post(admin.token, `/api/users/${user.id}/set-permission`, { role: 'KING' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.GENERIC,
      field: 'role',
      reason: 'VALIDATION_FAILED',
    });
  });

  it('answers 403 to a lead and 404 for unknown ids', async () => {
    const user = await createUser(t.database.db, {
      email: 'perm-vol@example.org',
      roles: ['VOLUNTEER', 'USER'],
    });
    for (const url of ['toggle-perm', 'toggle-perm-supper-user', 'set-permission']) {
      const res = await post(lead.token, `/api/users/${user.id}/${url}`, { role: 'USER' });
      expect(res.statusCode).toBe(403);
      const missing = await post(admin.token, `/api/users/not-a-uuid/${url}`, { role: 'USER' });
      expect(missing.statusCode).toBe(404);
    }
  });

  describe('POST /api/users', () => {
    it('creates an active user with a role and a password that signs in', async () => {
      const res = await post(admin.token, '/api/users', {
        email: ' Made@Example.org',
        displayName: 'Made',
        password: 'made-pass-1',
        role: 'VOLUNTEER',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'made@example.org',
        roles: ['VOLUNTEER', 'USER'],
        isVolunteer: true,
        isApproved: true,
      });
      expect((await signIn(t.app, 'made@example.org', 'made-pass-1')).statusCode).toBe(200);
    });

    it('creates a user without a password, who cannot sign in until a reset', async () => {
      const res = await post(admin.token, '/api/users', {
        email: 'nopass@example.org',
        displayName: 'N',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().roles).toEqual(['USER']);
      expect((await signIn(t.app, 'nopass@example.org', ACTOR_PASSWORD)).statusCode).toBe(400);
    });

    it('answers 409 for a taken e-mail and 400 for a bad body', async () => {
      const taken = await post(admin.token, '/api/users', {
        email: 'perm-admin@example.org',
        displayName: 'X',
      });
      expect(taken.json()).toEqual({
        code: 409,
        message: MESSAGES.EMAIL_TAKEN,
        reason: 'EMAIL_TAKEN',
      });
      const bad = await post(admin.token, '/api/users', { email: 'x@example.org' });
      expect(bad.json()).toEqual({
        code: 400,
        message: MESSAGES.DISPLAY_NAME_REQUIRED,
        field: 'displayName',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('answers 403 to a lead', async () => {
      const res = await post(lead.token, '/api/users', {
        email: 'l@example.org',
        displayName: 'L',
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
