import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices } from '@server/db/schema';
import { SERVICE_NOT_FOUND } from '@server/routes/auth/favorites';
import { MESSAGES } from '@shared/validation/messages';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, insertService } from './support';

describe.each(databaseKinds)('the signed-in user’s own record on %s', (kind) => {
  let t: TestApp;
  let me: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    me = await createUser(t.database.db, { email: 'me@example.org', roles: ['USER'] });
  });
  afterAll(() => t.close());

  const as = (
    token: string | undefined,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) =>
    call(t.app, {
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  describe('GET /api/auth/profile and /api/auth/get-logged-user', () => {
    it('answers the user JSON, with devices and without secrets', async () => {
      for (const url of ['/api/auth/profile', '/api/auth/get-logged-user']) {
        const res = await as(me.token, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: me.id, email: 'me@example.org', devices: [] });
        expect(res.body).not.toMatch(/passwordHash|tokenHash|argon2/);
      }
    });

    it('answers 401 without a session and with a made-up token', async () => {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const res = await as(token, 'GET', '/api/auth/profile');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', reason: 'UNAUTHORIZED' });
      }
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('updates displayName and phone, ignoring e-mail, roles and unknown keys', async () => {
      const res = await as(me.token, 'PUT', '/api/auth/profile', {
        userId: 'someone-else',
        displayName: '  Me Myself ',
        phone: '303-555-0101',
        email: 'other@example.org',
        roles: ['ADMINISTRATOR'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        displayName: 'Me Myself',
        phone: '303-555-0101',
        email: 'me@example.org',
        roles: ['USER'],
      });
    });

    it('clears the phone when it is sent empty and keeps fields that are not sent', async () => {
      const res = await as(me.token, 'PUT', '/api/auth/profile', { phone: '' });
      expect(res.json()).toMatchObject({ displayName: 'Me Myself', phone: null });
    });

    it('rejects a phone over 14 characters with 400', async () => {
      const res = await as(me.token, 'PUT', '/api/auth/profile', { phone: '1'.repeat(15) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.PHONE_TOO_LONG,
        field: 'phone',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('answers 401 without a session', async () => {
      expect(
        (await as(undefined, 'PUT', '/api/auth/profile', { displayName: 'x' })).statusCode,
      ).toBe(401);
    });
  });

  describe('favorites', () => {
    it('adds a service once and removes it', async () => {
      const service = await insertService(t.database.db);
      const add = () => as(me.token, 'POST', '/api/auth/add-favorite-service', { service });
      expect((await add()).json().favoriteServices).toEqual([service]);
      expect((await add()).json().favoriteServices).toEqual([service]);
      const removed = await as(me.token, 'POST', '/api/auth/remove-favorite-service', { service });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().favoriteServices).toEqual([]);
    });

    it('answers 404 for a malformed, unknown or unapproved service', async () => {
      const hidden = await insertService(t.database.db, { isApproved: false });
      for (const service of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', hidden]) {
        const res = await as(me.token, 'POST', '/api/auth/add-favorite-service', { service });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: SERVICE_NOT_FOUND, reason: 'NOT_FOUND' });
      }
    });

    it('lets an owner keep their own unapproved service', async () => {
      const own = await insertService(t.database.db, { isApproved: false, userId: me.id });
      const res = await as(me.token, 'POST', '/api/auth/add-favorite-service', { service: own });
      expect(res.statusCode).toBe(200);
      expect(res.json().favoriteServices).toContain(own);
    });

    it('treats removing something that is not a favorite as done', async () => {
      const res = await as(me.token, 'POST', '/api/auth/remove-favorite-service', {
        service: 'nope',
      });
      expect(res.statusCode).toBe(200);
    });

    it('rejects a missing service with 400', async () => {
      const res = await as(me.token, 'POST', '/api/auth/add-favorite-service', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.GENERIC,
        field: 'service',
        reason: 'VALIDATION_FAILED',
      });
    });
  });

  describe('devices', () => {
    it('registers a device, replaces its token, and lists it without the token', async () => {
      const body = { platform: 'IOS', token: 'push-token-1', deviceId: 'browser-1' };
      const first = await as(me.token, 'POST', '/api/auth/register-device', body);
      expect(first.statusCode).toBe(200);
      const again = await as(me.token, 'POST', '/api/auth/register-device', {
        ...body,
        token: 'push-token-2',
      });
      const listed = again.json().devices as { id: string; platform: string; deviceId: string }[];
      expect(listed).toHaveLength(1);
      expect(listed[0]).toEqual({ id: expect.any(String), platform: 'IOS', deviceId: 'browser-1' });
      expect(again.body).not.toContain('push-token');
      const rows = await t.database.db.select().from(devices).where(eq(devices.userId, me.id));
      expect(rows.map((r) => r.token)).toEqual(['push-token-2']);
    });

    it('moves a device to the account that registers it last', async () => {
      const other = await createUser(t.database.db, {
        email: 'other@example.org',
        roles: ['USER'],
      });
      const body = { platform: 'ANDROID', token: 'shared-phone', deviceId: 'phone-1' };
      await as(me.token, 'POST', '/api/auth/register-device', body);
      await as(other.token, 'POST', '/api/auth/register-device', body);
      const rows = await t.database.db
        .select()
        .from(devices)
        .where(eq(devices.deviceId, 'phone-1'));
      expect(rows.map((r) => r.userId)).toEqual([other.id]);
    });

    it('removes a device by its deviceId', async () => {
      const res = await as(me.token, 'POST', '/api/auth/remove-device', { deviceId: 'browser-1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().devices).toEqual([]);
    });

    it.each([
      [{ platform: 'BLACKBERRY', token: 't', deviceId: 'd' }, 'platform'],
      [{ platform: 'IOS', deviceId: 'd' }, 'token'],
      [{ platform: 'IOS', token: 't' }, 'deviceId'],
    ])('rejects a bad device %# with 400', async (payload, field) => {
      const res = await as(me.token, 'POST', '/api/auth/register-device', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.GENERIC,
        field,
        reason: 'VALIDATION_FAILED',
      });
    });
  });
});
