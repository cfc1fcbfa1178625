import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_SERVICES,
  NOT_YOURSELF_DELETE,
  NOT_YOURSELF_INACTIVE,
} from '@server/routes/users/item';
import { USER_NOT_FOUND } from '@server/routes/users/load-user';
import { MESSAGES } from '@shared/validation/messages';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, insertService, signIn } from '../auth/support';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('GET, PUT and DELETE /api/users/:id on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let lead: { id: string; token: string };
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.database.db, {
      email: 'item-admin@example.org',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    lead = await createUser(t.database.db, {
      email: 'item-lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
    });
  });
  afterAll(() => t.close());

  const someone = (
    roles: Parameters<typeof createUser>[1]['roles'] = ['USER'],
    isApproved = true,
  ) => createUser(t.database.db, { email: `target${(n += 1)}@example.org`, roles, isApproved });
  const send = (
    token: string | undefined,
    method: 'GET' | 'PUT' | 'DELETE',
    id: string,
    payload?: unknown,
  ) =>
    call(t.app, {
      method,
      url: `/api/users/${id}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  describe('GET', () => {
    it('answers an administrator the user JSON without devices or secrets', async () => {
      const target = await someone();
      const res = await send(admin.token, 'GET', target.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.id, email: target.email, roles: ['USER'] });
      expect(res.body).not.toMatch(/passwordHash|devices|tokenHash/);
    });

    it('answers 404 for an unknown and for a malformed id', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid', '1%27%20OR%201=1']) {
        const res = await send(admin.token, 'GET', id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: USER_NOT_FOUND, reason: 'NOT_FOUND' });
      }
    });

    it('lets a lead read a volunteer but not another user', async () => {
      const volunteer = await someone(['VOLUNTEER', 'USER']);
      const plain = await someone();
      expect((await send(lead.token, 'GET', volunteer.id)).statusCode).toBe(200);
      const res = await send(lead.token, 'GET', plain.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'Forbidden', reason: 'FORBIDDEN' });
      expect((await send(lead.token, 'GET', admin.id)).statusCode).toBe(403);
    });
  });

  describe('PUT', () => {
    it('updates displayName, phone and the quota', async () => {
      const target = await someone();
      const res = await send(admin.token, 'PUT', target.id, {
        userId: 'ignored',
        displayName: ' Renamed ',
        phone: '720-555-0199',
        totalServices: '5',
        roles: ['ADMINISTRATOR'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        displayName: 'Renamed',
        phone: '720-555-0199',
        totalServices: 5,
        roles: ['USER'],
      });
    });

    it('puts an empty quota back to the default 3', async () => {
      const target = await someone();
      await send(admin.token, 'PUT', target.id, { totalServices: 7 });
      const res = await send(admin.token, 'PUT', target.id, { totalServices: '' });
      expect(res.json().totalServices).toBe(3);
    });

    it('rejects a quota under 1 with 400 and its field', async () => {
      const target = await someone();
      const res = await send(admin.token, 'PUT', target.id, { totalServices: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.SERVICE_QUOTA_MIN,
        field: 'totalServices',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('rejects a body of the wrong type with 400', async () => {
      const target = await someone();
      const res = await send(admin.token, 'PUT', target.id, { isApproved: 'perhaps' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.GENERIC,
        field: 'isApproved',
        reason: 'VALIDATION_FAILED',
      });
      expect((await send(admin.token, 'PUT', target.id, [1])).statusCode).toBe(400);
    });

    it('deactivating ends the user’s sessions and stops their sign-in with 403', async () => {
      const target = await someone();
      const res = await send(admin.token, 'PUT', target.id, { isApproved: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().isApproved).toBe(false);
      const profile = await call(t.app, {
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(target.token),
      });
      expect(profile.statusCode).toBe(401);
      expect((await signIn(t.app, target.email, ACTOR_PASSWORD)).statusCode).toBe(403);
      await send(admin.token, 'PUT', target.id, { isApproved: true });
      expect((await signIn(t.app, target.email, ACTOR_PASSWORD)).statusCode).toBe(200);
    });

    it('deactivating a volunteer lead ends their sessions and their rights', async () => {
      const other = await createUser(t.database.db, {
        email: 'lead-to-stop@example.org',
        roles: ['VOLUNTEER LEAD', 'USER'],
      });
      const res = await send(admin.token, 'PUT', other.id, { isApproved: false });
      expect(res.statusCode).toBe(200);
      const old = await call(t.app, {
        method: 'GET',
        url: '/api/users',
        headers: bearer(other.token),
      });
      expect(old.statusCode).toBe(401);
      // Pending and inactive are one stored state: a volunteer may sign in, without rights.
      const again = await signIn(t.app, 'lead-to-stop@example.org', ACTOR_PASSWORD);
      expect(again.statusCode).toBe(200);
      const list = await call(t.app, {
        method: 'GET',
        url: '/api/users',
        headers: bearer(again.json().token as string),
      });
      expect(list.statusCode).toBe(403);
    });

    it('lets a lead approve a pending volunteer', async () => {
      const pending = await someone(['VOLUNTEER', 'USER'], false);
      const res = await send(lead.token, 'PUT', pending.id, { isApproved: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().isApproved).toBe(true);
    });

    it('leaves a pending lead to an administrator, after which it gets lead rights', async () => {
      const pending = await createUser(t.database.db, {
        email: 'pending-lead2@example.org',
        roles: ['VOLUNTEER LEAD', 'USER'],
        isApproved: false,
      });
      const list = () =>
        call(t.app, { method: 'GET', url: '/api/users', headers: bearer(pending.token) });
      expect((await list()).statusCode).toBe(403);
      expect((await send(lead.token, 'PUT', pending.id, { isApproved: true })).statusCode).toBe(
        403,
      );
      const res = await send(admin.token, 'PUT', pending.id, { isApproved: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().isApproved).toBe(true);
      expect((await list()).statusCode).toBe(200);
    });

    // docs/api/users.md: a lead edits plain VOLUNTEER accounts only, never itself.
    it('refuses a lead its own record, other leads and seniors, and changes nothing', async () => {
      const own = await send(lead.token, 'PUT', lead.id, { totalServices: 9999 });
      expect(own.statusCode).toBe(403);
      for (const role of ['VOLUNTEER LEAD', 'VOLUNTEER SENIOR'] as const) {
        const target = await someone([role, 'USER']);
        const res = await send(lead.token, 'PUT', target.id, { isApproved: false });
        expect(res.statusCode, role).toBe(403);
        // Still readable (the volunteers list shows them), still active.
        const read = await send(lead.token, 'GET', target.id);
        expect(read.statusCode, role).toBe(200);
        expect(read.json().isApproved, role).toBe(true);
      }
      const mixed = await someone(['VOLUNTEER', 'SUPER USER', 'USER']);
      expect((await send(lead.token, 'PUT', mixed.id, { displayName: 'x' })).statusCode).toBe(403);
      const self = await send(lead.token, 'GET', lead.id);
      expect(self.json().totalServices).not.toBe(9999);
      // An administrator still sets a lead's quota.
      expect((await send(admin.token, 'PUT', lead.id, { totalServices: 5 })).statusCode).toBe(200);
    });

    it('refuses a lead editing a non-volunteer with 403', async () => {
      const plain = await someone();
      expect((await send(lead.token, 'PUT', plain.id, { displayName: 'x' })).statusCode).toBe(403);
    });

    it('refuses an administrator deactivating themselves with 400', async () => {
      const res = await send(admin.token, 'PUT', admin.id, { isApproved: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: NOT_YOURSELF_INACTIVE,
        reason: 'SELF_DEACTIVATION',
      });
    });

    it('answers 404 for an unknown id and 401 without a session', async () => {
      expect((await send(admin.token, 'PUT', UNKNOWN, { displayName: 'x' })).statusCode).toBe(404);
      expect((await send(undefined, 'PUT', UNKNOWN, { displayName: 'x' })).statusCode).toBe(401);
    });
  });

  describe('DELETE', () => {
    it('deletes a user without services and answers the deleted user', async () => {
      const target = await someone();
      const res = await send(admin.token, 'DELETE', target.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(target.id);
      expect((await send(admin.token, 'GET', target.id)).statusCode).toBe(404);
      expect((await signIn(t.app, target.email, ACTOR_PASSWORD)).statusCode).toBe(400);
    });

    it('refuses while the user owns services, with the original’s message', async () => {
      const target = await someone();
      await insertService(t.database.db, { userId: target.id });
      const res = await send(admin.token, 'DELETE', target.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: HAS_SERVICES, reason: 'USER_HAS_SERVICES' });
      expect(HAS_SERVICES).toContain('\u2019');
    });

    it('refuses an administrator deleting themselves with 400', async () => {
      const res = await send(admin.token, 'DELETE', admin.id);
      expect(res.json()).toEqual({
        code: 400,
        message: NOT_YOURSELF_DELETE,
        reason: 'SELF_DELETION',
      });
    });

    it('answers 403 to a lead, even for a volunteer, and 404 for unknown ids', async () => {
      const volunteer = await someone(['VOLUNTEER', 'USER']);
      expect((await send(lead.token, 'DELETE', volunteer.id)).statusCode).toBe(403);
      expect((await send(admin.token, 'DELETE', 'nope')).statusCode).toBe(404);
    });
  });
});
