import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { call } from '../services/helpers';
import { WORKER_OFF } from './support';

describe('POST /api/common/translate', () => {
  let t: TestApp;
  let missing: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite', WORKER_OFF);
    missing = await buildTestApp('pglite', {
      ...WORKER_OFF,
      APERTIUM_BIN: '/nonexistent/refugio/apertium',
    });
    ({ token } = await createUser(t.database.db, { email: 'tr@test.test', roles: ['USER'] }));
  });
  afterAll(async () => {
    await t.close();
    await missing.close();
  });

  const translate = (app: TestApp, payload: unknown, auth = token) =>
    call(app, {
      method: 'POST',
      url: '/api/common/translate',
      token: auth,
      payload: payload as object,
    });

  it('translates English to Spanish with Apertium', async () => {
    const res = await translate(t, { source: 'en', target: 'es', text: 'Hot meals for families' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ translatedText: expect.stringMatching(/comidas calientes/i) });
  });

  it('refuses a bad body with 400', async () => {
    for (const payload of [
      { source: 'en', target: 'fr', text: 'Hello' },
      { source: 'en', target: 'es', text: '' },
      { source: 'en', target: 'es', text: 'x'.repeat(5001) },
      { source: 'en', target: 'es' },
    ]) {
      const res = await translate(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });

  it('refuses a guest with 401', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/common/translate',
      payload: { source: 'en', target: 'es', text: 'Hello' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 503 {code, message} when the engine is missing', async () => {
    const user = await createUser(missing.database.db, { email: 'tr2@test.test', roles: ['USER'] });
    const res = await translate(missing, { source: 'en', target: 'es', text: 'Hello' }, user.token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      message: 'Machine translation is not available right now.',
      reason: 'TRANSLATION_UNAVAILABLE',
    });
  });
});
