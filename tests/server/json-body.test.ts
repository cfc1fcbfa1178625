import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

// docs/api.md "The original ShelterApp clients": shelter-core sends `Content-Type: application/json` on every call, also on a
// DELETE or POST that carries no body. Such a call is taken as having no body.
const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(databaseKinds)('an empty body sent as JSON on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('is no body where the route needs none (log out)', async () => {
    const user = await createUser(t.database.db, {
      email: 'empty.json@test.test',
      roles: ['USER'],
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sign-in',
      headers: { ...JSON_TYPE, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('still answers 400 where the route needs a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: JSON_TYPE,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().message).not.toBe('The request body is empty but its type says JSON.');
  });

  it('keeps refusing malformed JSON and prototype poisoning', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"x":1}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: JSON_TYPE,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'The request body is not valid JSON.',
        reason: 'MALFORMED_REQUEST',
      });
    }
  });
});
