import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

const CEILING = 2;
const refused = { code: 429, message: TOO_MANY_REQUESTS, reason: 'RATE_LIMITED' };

/** A client address per operation, so each one starts with a fresh count. */
const clientNo = (n: number) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe.each(databaseKinds)('the per-client ceiling every API route shares (%s)', (kind) => {
  let t: TestApp;
  let operations: { method: string; url: string; declares429: boolean }[];
  beforeAll(async () => {
    t = await buildTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: String(CEILING) });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<Doc>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        // Any value reaches the route: the limit is counted before the parameters are read.
        url: path.replace(/\{[^}]+\}/g, 'x'),
        declares429: op.responses?.['429'] !== undefined,
      })),
    );
  });
  afterAll(() => t.close());

  it('answers 429 on every operation of the OpenAPI document, as each declares', async () => {
    expect(operations.length).toBeGreaterThan(80);
    const unreached: string[] = [];
    for (const [n, op] of operations.entries()) {
      const call = () =>
        t.app.inject({ method: op.method as 'GET', url: op.url, remoteAddress: clientNo(n) });
      // Whatever the first answers are (401 without a session, 400 without a body, ...).
      for (let i = 0; i < CEILING; i += 1) expect((await call()).statusCode).not.toBe(429);
      const refusedNow = await call();
      if (refusedNow.statusCode !== 429 || !op.declares429) {
        unreached.push(
          `${op.method} ${op.url} (${refusedNow.statusCode}, declared: ${op.declares429})`,
        );
        continue;
      }
      expect(refusedNow.json()).toEqual(refused);
      expect(Number(refusedNow.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(unreached).toEqual([]);
  });

  it('counts the requests a guard refuses too (no session, a bogus token)', async () => {
    const bogus = { authorization: `Bearer ${'x'.repeat(40)}` };
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: bogus,
        remoteAddress: '192.0.2.30',
      });
    for (let i = 0; i < CEILING; i += 1) expect((await call()).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(429);
  });

  it('counts a client across routes, and each client apart', async () => {
    const from = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    expect((await from('/api/health', '192.0.2.9')).statusCode).toBe(200);
    expect((await from('/api/hsds', '192.0.2.9')).statusCode).toBe(200);
    const third = await from('/api/auth/providers', '192.0.2.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(refused);
    expect((await from('/api/auth/providers', '192.0.2.10')).statusCode).toBe(200);
  });

  it('leaves the app outside /api alone', async () => {
    for (let i = 0; i <= CEILING + 1; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress: '192.0.2.20' });
      expect(page.statusCode).not.toBe(429);
    }
  });
});
