import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { call, serviceBody } from '../../api/services/helpers';

describe('translation worker started with the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { TRANSLATE_POLL_SECONDS: '0.2' });
  });
  afterAll(() => t.close());

  it('fills the Spanish of a saved service without anyone running the queue', async () => {
    const { token } = await createUser(t.database.db, {
      email: 'worker@test.test',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    const created = await call(t, {
      method: 'POST',
      url: '/api/services',
      token,
      payload: serviceBody({ description: 'Hot meals for families' }),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    await vi.waitFor(
      async () => {
        const res = await call(t, { method: 'GET', url: `/api/services/${id}` });
        expect(res.json().descriptionEs).toMatch(/familias/i);
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});
