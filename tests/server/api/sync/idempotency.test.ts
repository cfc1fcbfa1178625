import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { favorites, feedbacks, idempotencyKeys, services } from '@server/db/schema';
import { registerErrorHandlers } from '@server/plugins/error-handler';
import {
  KEY_MESSAGE,
  purgeExpiredKeys,
  registerIdempotency,
  REPLAYED_HEADER,
} from '@server/plugins/idempotency';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_MISMATCH,
} from '@shared/sync/protocol';
import { createUser } from '@tests/helpers/actors';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp } from '../content/content-helpers';
import { createService, freshClient, multipartBody, PNG } from '../content/feedback-helpers';
import { storageCounts } from '../content/upload-helpers';

const newKey = () => `k-${randomUUID()}`;

describe.each(databaseKinds)('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let userId: string;
  let serviceId: string;

  beforeAll(async () => {
    ({ t, admin, user } = await buildContentApp(kind, 'idem'));
    const other = await createUser(t.database.db, { email: 'idem-fav@x.test', roles: ['USER'] });
    userId = other.id;
    user = { authorization: `Bearer ${other.token}` };
    serviceId = await createService(t.database.db, null);
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: unknown,
    key: string | null,
    headers: Record<string, string> = {},
    remoteAddress = '10.9.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress,
      headers: { ...headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    });

  const feedbackCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(feedbacks))[0]?.n ?? 0);

  it('replays a like: the handler does not run again', async () => {
    const key = newKey();
    const url = `/api/services/${serviceId}/likes`;
    const first = await post(url, { deviceId: 'device-aaaa-1' }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    // Someone else likes it meanwhile: a handler run would now answer 2.
    expect((await post(url, { deviceId: 'device-bbbb-2' }, null)).json()).toMatchObject({
      likes: 2,
    });
    const again = await post(url, { deviceId: 'device-aaaa-1' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ likes: 1 });
  });

  it('stores one feedback for a JSON body sent twice, and the same answer', async () => {
    const key = newKey();
    const body = { email: 'p@b.org', subject: 'Hi', message: 'Once only' };
    const before = await feedbackCount();
    const first = await post('/api/feedbacks/app', body, key);
    const again = await post(
      '/api/feedbacks/app',
      { message: 'Once only', subject: 'Hi', email: 'p@b.org' },
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('commits a feedback with its stored answer: a failure after the commit never stores it twice', async () => {
    const key = newKey();
    const body = { email: 'p@b.org', subject: 'Crash', message: 'After the commit' };
    const before = await feedbackCount();
    // The answer stored after the handler (the onSend hook) fails, as when the process dies
    // between the commit and that store; the write's own transaction is untouched.
    const update = t.database.db.update.bind(t.database.db);
    const spy = vi.spyOn(t.database.db, 'update').mockImplementation(((table: unknown) => {
      if (table === idempotencyKeys) throw new Error('the process died');
      return update(table as typeof idempotencyKeys);
    }) as typeof t.database.db.update);
    try {
      expect((await post('/api/feedbacks/app', body, key, {}, '10.9.0.7')).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const again = await post('/api/feedbacks/app', body, key, {}, '10.9.0.7');
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('stores one feedback for a multipart body sent twice (new boundary each time)', async () => {
    const key = newKey();
    const fields = { service: serviceId, subject: 'S', email: 'p@b.org', message: 'With a file' };
    const files = [{ name: 'a.png', type: 'image/png', data: PNG }];
    const before = await feedbackCount();
    const storedBefore = await storageCounts(t.database.db);
    const send = async (data = PNG) => {
      const form = await multipartBody(fields, [{ ...files[0]!, data }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/feedbacks/service',
        payload: form.payload,
        remoteAddress: freshClient(),
        headers: { ...form.headers, [IDEMPOTENCY_HEADER]: key },
      });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await feedbackCount()).toBe(before + 1);
    // The replay streamed its file into staging too: deleted, so the file is stored once.
    expect(await storageCounts(t.database.db)).toMatchObject({
      staged: 0,
      files: storedBefore.files + 1,
      chunks: storedBefore.chunks + 1,
    });
    // Other bytes under the same name are another request.
    const changed = await send(Buffer.concat([PNG, Buffer.from([0])]));
    expect(changed.statusCode).toBe(422);
    expect(await storageCounts(t.database.db)).toMatchObject({ staged: 0 });
  });

  it('lets replays through the rate limiter', async () => {
    const key = newKey();
    const body = { email: 'p@b.org', subject: 'Hi', message: 'Limited' };
    const client = freshClient();
    const first = await post('/api/feedbacks/app', body, key, {}, client);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 12; i += 1) {
      const res = await post('/api/feedbacks/app', body, key, {}, client);
      expect(res.statusCode).toBe(200);
    }
  });

  it('adds a favorite once: a replay answers the stored user and changes nothing', async () => {
    const key = newKey();
    const first = await post('/api/auth/add-favorite-service', { service: serviceId }, key, user);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ favoriteServices: string[] }>().favoriteServices).toEqual([serviceId]);
    const removed = await post(
      '/api/auth/remove-favorite-service',
      { service: serviceId },
      newKey(),
      user,
    );
    expect(removed.json<{ favoriteServices: string[] }>().favoriteServices).toEqual([]);
    const again = await post('/api/auth/add-favorite-service', { service: serviceId }, key, user);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.serviceId, serviceId)));
    expect(rows).toHaveLength(0);
  });

  it('replays a bed update', async () => {
    const [shelter] = await t.database.db
      .select({ id: services.id, totalBeds: services.totalBeds })
      .from(services)
      .where(sql`'SHELTER' = ANY(${services.type}) AND ${services.totalBeds} > 0`)
      .limit(1);
    expect(shelter).toBeDefined();
    const key = newKey();
    const body = { services: [{ id: shelter!.id, availableBeds: 0 }] };
    const first = await post('/api/services/update-available-beds', body, key, admin);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/services/update-available-beds', body, key, admin);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('stores and replays a 4xx answer', async () => {
    const key = newKey();
    const url = `/api/services/${randomUUID()}/likes`;
    const first = await post(url, { deviceId: 'device-cccc-3' }, key);
    expect(first.statusCode).toBe(404);
    const again = await post(url, { deviceId: 'device-cccc-3' }, key);
    expect(again.statusCode).toBe(404);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the key for another body or path with 422', async () => {
    const key = newKey();
    const url = `/api/services/${serviceId}/likes`;
    expect((await post(url, { deviceId: 'device-dddd-4' }, key)).statusCode).toBe(200);
    const otherBody = await post(url, { deviceId: 'device-eeee-5' }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      code: 422,
      message: IDEMPOTENCY_MISMATCH,
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    const otherPath = await post(
      '/api/feedbacks/app',
      { email: 'p@b.org', subject: 'x', message: 'y' },
      key,
    );
    expect(otherPath.statusCode).toBe(422);
  });

  it('answers 409 while the first request runs, and takes over a stale claim', async () => {
    const key = newKey();
    const url = `/api/services/${serviceId}/likes`;
    const body = { deviceId: 'device-ffff-6' };
    const { requestHashOf } = await import('@server/plugins/idempotency');
    await t.database.db.insert(idempotencyKeys).values({
      scope: 'guest',
      key,
      method: 'POST',
      path: url,
      requestHash: requestHashOf(body),
      statusCode: 0,
    });
    const busy = await post(url, body, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      code: 409,
      message: IDEMPOTENCY_IN_PROGRESS,
      reason: 'IDEMPOTENCY_IN_PROGRESS',
    });
    await t.database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '1 hour' WHERE key = ${key}`,
    );
    const taken = await post(url, body, key);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('keeps guests and users apart', async () => {
    const key = newKey();
    const asGuest = await post(
      '/api/feedbacks/app',
      { email: 'g@b.org', subject: 'g', message: 'guest' },
      key,
    );
    const asUser = await post(
      '/api/feedbacks/app',
      { email: 'u@b.org', subject: 'u', message: 'user' },
      key,
      user,
    );
    expect(asGuest.statusCode).toBe(200);
    expect(asUser.statusCode).toBe(200);
    expect(asUser.headers[REPLAYED_HEADER]).toBeUndefined();
    const scopes = await t.database.db
      .select({ scope: idempotencyKeys.scope })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(scopes.map((s) => s.scope).sort()).toEqual(['guest', `user:${userId}`]);
  });

  it('rejects a malformed key with 400 and works without one', async () => {
    for (const key of ['short', 'has space here', 'x'.repeat(201), 'ünïcødé-key']) {
      const res = await post(`/api/services/${serviceId}/likes`, { deviceId: 'device-g-77' }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: KEY_MESSAGE,
        reason: 'IDEMPOTENCY_KEY_INVALID',
      });
    }
    const none = await post(`/api/services/${serviceId}/likes`, { deviceId: 'device-g-77' }, null);
    expect(none.statusCode).toBe(200);
  });

  it('purges keys older than 7 days', async () => {
    const key = newKey();
    await t.database.db.insert(idempotencyKeys).values({
      scope: 'guest',
      key,
      method: 'POST',
      path: '/x',
      requestHash: 'h',
      statusCode: 200,
      createdAt: new Date(Date.now() - 8 * 86_400_000),
    });
    await purgeExpiredKeys(t.database.db);
    const left = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(left).toHaveLength(0);
  });

  it('releases the claim of a 5xx, so a retry runs again', async () => {
    const app = Fastify({ logger: false });
    app.decorate('database', t.database);
    app.decorateRequest('auth', null);
    registerErrorHandlers(app);
    registerIdempotency(app);
    let runs = 0;
    app.post('/api/flaky', { config: { idempotent: true } }, async () => {
      runs += 1;
      if (runs === 1) throw new Error('database went away');
      return { runs };
    });
    await app.ready();
    try {
      const key = newKey();
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/flaky',
          payload: { a: 1 },
          headers: { [IDEMPOTENCY_HEADER]: key },
        });
      expect((await send()).statusCode).toBe(500);
      const retry = await send();
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ runs: 2 });
      const replay = await send();
      expect(replay.headers[REPLAYED_HEADER]).toBe('true');
      expect(replay.json()).toEqual({ runs: 2 });
      expect(runs).toBe(2);
    } finally {
      await app.close();
    }
  });
});
