import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

describe.each(databaseKinds)('methods and transport headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/api/services', 'GET, HEAD, POST'],
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/services/7f1b7c4e-3b1a-4a53-9d0e-0a3c2f1b2c3d', 'GET, HEAD, PUT, DELETE'],
    ['GET', '/api/bot/query', 'POST'],
    ['PUT', '/api/crisis-lines?limit=2', 'GET, HEAD, POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({
      code: 405,
      message: 'This address does not take that method.',
      reason: 'METHOD_NOT_ALLOWED',
    });
  });

  it('keeps 404 for a path no route serves, whatever the method', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/no-such-thing'],
      ['GET', '/api/services/x/y/z'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('sends no Strict-Transport-Security without an https PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    ['https://refugio.example', true],
    ['http://refugio.example', false],
  ])('with PUBLIC_URL %s: sent %s', async (publicUrl, sent) => {
    const t = await buildTestApp('pglite', { PUBLIC_URL: publicUrl });
    try {
      for (const url of ['/api/health', '/']) {
        const hsts = (await t.app.inject({ method: 'GET', url })).headers[
          'strict-transport-security'
        ];
        if (sent) expect(hsts, url).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
        else expect(hsts, url).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
