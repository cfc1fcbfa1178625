import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

const badSignIn = { email: 'x@example.org', password: 'wrong-password' };

describe.each(databaseKinds)('rate limits of the credential routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (url: string, ip: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it.each([
    ['/api/auth/sign-in', badSignIn, 400, '192.0.2.1'],
    ['/api/auth/sign-up', { email: 'bad' }, 400, '192.0.2.2'],
    ['/api/auth/request-reset-password', { email: 'bad' }, 400, '192.0.2.3'],
    ['/api/auth/password', { email: 'bad' }, 400, '192.0.2.4'],
  ])(
    'answers 429 {code, message} to the 11th call of a minute to %s',
    async (url, body, usual, ip) => {
      for (let i = 0; i < 10; i += 1) expect((await attempt(url, ip, body)).statusCode).toBe(usual);
      const blocked = await attempt(url, ip, body);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 429,
        message: TOO_MANY_REQUESTS,
        reason: 'RATE_LIMITED',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await attempt(url, '198.51.100.7', body)).statusCode).toBe(usual);
    },
  );

  it('counts /api/auth/login with /api/auth/sign-in, and sign-up apart from both', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('/api/auth/sign-in', ip, badSignIn)).statusCode).toBe(400);
    }
    expect((await attempt('/api/auth/login', ip, badSignIn)).statusCode).toBe(429);
    expect((await attempt('/api/auth/sign-up', ip, { email: 'bad' })).statusCode).toBe(400);
  });
});

describe('AUTH_RATE_LIMIT_PER_MINUTE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('sets how many credential attempts a client gets per minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: badSignIn,
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
