import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '@server/plugins/error-handler';
import { registerRateLimit, TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';
import type { DatabaseHandle } from '@server/db/client';

async function appWithLimitedRoute(database: DatabaseHandle) {
  const app = Fastify({ logger: false });
  app.decorate('database', database);
  registerErrorHandlers(app);
  await registerRateLimit(app, 1_000_000);
  const limit = { config: { rateLimit: { max: 3, timeWindow: 60_000 } } };
  app.post('/limited', limit, async () => ({ ok: true }));
  app.post('/other', limit, async () => ({ ok: true }));
  const grouped = { config: { rateLimit: { max: 3, timeWindow: 60_000, groupId: 'sign-in' } } };
  app.post('/sign-in', grouped, async () => ({ ok: true }));
  app.post('/login', grouped, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe.each(databaseKinds)('rate limits kept in the database (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers 429 {code, message} past the limit, per client', async () => {
    const app = await appWithLimitedRoute(database);
    const call = (ip: string) => app.inject({ method: 'POST', url: '/limited', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await call('10.0.0.1')).statusCode).toBe(200);
    const blocked = await call('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      message: TOO_MANY_REQUESTS,
      reason: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('counts each route on its own, and routes of one group together', async () => {
    const app = await appWithLimitedRoute(database);
    const call = (url: string) => app.inject({ method: 'POST', url, remoteAddress: '10.0.0.5' });
    for (let i = 0; i < 3; i += 1) expect((await call('/limited')).statusCode).toBe(200);
    expect((await call('/limited')).statusCode).toBe(429);
    expect((await call('/other')).statusCode).toBe(200);
    expect((await call('/sign-in')).statusCode).toBe(200);
    expect((await call('/login')).statusCode).toBe(200);
    expect((await call('/sign-in')).statusCode).toBe(200);
    expect((await call('/login')).statusCode).toBe(429);
    await app.close();
  });

  it('counts across server instances sharing one database', async () => {
    const first = await appWithLimitedRoute(database);
    const second = await appWithLimitedRoute(database);
    const call = (app: typeof first) =>
      app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.0.0.9' });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(429);
    await first.close();
    await second.close();
  });
});
