/* eslint-disable @typescript-eslint/no-explicit-any -- answers read as the untyped client reads them */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { TEST_ADMIN } from '@tests/helpers/test-config';
import { serviceBody, shelterBody } from '@tests/server/api/services/helpers';
import { coreCall, type Answer } from './support/original-client';

// Every API function of shelter-core (ShelterApp/shelter-core 8c0085e, `src/apis/*`), sent as its
// `request` builds it: `Content-Type: application/json` on every call (also a DELETE or a body-less
// POST), qs for the query, the bearer only with a token. Its functions return `res.json()` when
// `res.ok`, throw `res.json()` otherwise, and `count` reads `{count}` (docs/api.md "The original ShelterApp clients", must show).

/** What `request` gives its caller: the JSON of a 2xx answer. */
const ok = (res: Answer) => {
  expect(res.status, JSON.stringify(res.data)).toBeGreaterThanOrEqual(200);
  expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
  expect(res.raw.headers['content-type']).toMatch(/^application\/json/);
  return res.data as any;
};
/** What `request` throws: the JSON error body. */
const thrown = (res: Answer, status: number) => {
  expect(res.status, JSON.stringify(res.data)).toBe(status);
  expect(res.data).toEqual(expect.objectContaining({ code: status, message: expect.any(String) }));
};
const count = (res: Answer) => {
  const { count: n } = ok(res);
  expect(Number.isInteger(n)).toBe(true);
  return n as number;
};
const LIST = { sort: 'createdAt', direction: 'desc', limit: 10, skip: 0 };

describe.each(databaseKinds)("shelter-core's API functions on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = ok(
      await coreCall(t.app, {
        method: 'POST',
        url: '/auth/sign-in',
        body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      }),
    ).token;
  });
  afterAll(() => t.close());

  const call = (options: Parameters<typeof coreCall>[1]) => coreCall(t.app, options);

  it('auth: signUp, signIn, getUserProfile, updateUserProfile, favorites, devices, reportNotifications, updatePassword, signOut', async () => {
    const email = 'core.user@example.org';
    const user = ok(
      await call({
        method: 'POST',
        url: '/auth/sign-up',
        body: { email, password: 'secret-1', displayName: 'Core', phone: '(303) 555-0110' },
      }),
    );
    thrown(
      await call({ method: 'POST', url: '/auth/sign-in', body: { email, password: 'wrong-1' } }),
      400,
    );
    const token = ok(
      await call({ method: 'POST', url: '/auth/sign-in', body: { email, password: 'secret-1' } }),
    ).token;
    expect(
      ok(await call({ method: 'GET', url: '/auth/profile', queryParams: {}, token })),
    ).toMatchObject({ id: user.id, email });
    expect(
      ok(
        await call({ method: 'PUT', url: '/auth/profile', token, body: { displayName: 'Core 2' } }),
      ),
    ).toMatchObject({ displayName: 'Core 2' });
    const [service] = ok(await call({ method: 'GET', url: '/services', queryParams: LIST }));
    ok(
      await call({
        method: 'POST',
        url: '/auth/add-favorite-service',
        token,
        body: { service: service.id },
      }),
    );
    ok(
      await call({
        method: 'POST',
        url: '/auth/remove-favorite-service',
        token,
        body: { service: service.id },
      }),
    );
    const device = {
      platform: 'ANDROID',
      token: 'push-token-core-1',
      deviceId: 'core-device-0001',
    };
    ok(await call({ method: 'POST', url: '/auth/register-device', token, body: device }));
    ok(await call({ method: 'POST', url: '/auth/remove-device', token, body: device }));
    // A body-less POST with the JSON type (docs/api.md "The original ShelterApp clients").
    expect(
      typeof ok(await call({ method: 'POST', url: '/auth/report-notifications', token }))
        .countManagedServices,
    ).toBe('number');
    thrown(
      await call({
        method: 'PUT',
        url: '/auth/password',
        token,
        body: { oldPassword: 'not-it-1', newPassword: 'secret-2' },
      }),
      400,
    );
    ok(
      await call({
        method: 'PUT',
        url: '/auth/password',
        token,
        body: { oldPassword: 'secret-1', newPassword: 'secret-2' },
      }),
    );
    const again = ok(
      await call({ method: 'POST', url: '/auth/sign-in', body: { email, password: 'secret-2' } }),
    ).token;
    // signOut: DELETE with the JSON type and no body.
    ok(await call({ method: 'DELETE', url: '/auth/sign-in', token: again }));
    thrown(await call({ method: 'GET', url: '/auth/profile', token: again }), 401);
  });

  it('auth: requestResetPassword, createPassword, verifyAccessToken, signInWithGoogle/Facebook', async () => {
    expect(
      ok(
        await call({
          method: 'POST',
          url: '/auth/request-reset-password',
          body: { email: 'x@example.org' },
        }),
      ),
    ).toMatchObject({ code: 200 });
    // A token that was never issued: the error body createPassword throws.
    thrown(
      await call({
        method: 'POST',
        url: '/auth/password',
        body: { email: 'x@example.org', password: 'secret-9', token: 'f'.repeat(64) },
      }),
      400,
    );
    const verify = await call({
      method: 'POST',
      url: '/auth/verify-access-token',
      body: { type: 'GOOGLE', accessToken: 'x', email: 'x@example.org', displayName: 'X' },
    });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect(verify.data).toMatchObject({ code: verify.status });
    // No provider configured here: a JSON error, never a page (docs/social-sign-in.md).
    for (const provider of ['google', 'facebook']) {
      const res = await call({ method: 'GET', url: `/auth/${provider}` });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.data).toMatchObject({ code: res.status });
    }
  });

  it('users: list, count, create, get, update, togglePerm, togglePermSupperUser, setPermission, del', async () => {
    expect(
      ok(await call({ method: 'GET', url: '/users', queryParams: LIST, token: admin })).length,
    ).toBeGreaterThan(0);
    expect(
      count(await call({ method: 'GET', url: '/users/count', queryParams: {}, token: admin })),
    ).toBeGreaterThan(0);
    const user = ok(
      await call({
        method: 'POST',
        url: '/users',
        token: admin,
        body: {
          email: 'core.managed@example.org',
          displayName: 'Managed',
          password: 'secret-1',
          roles: ['USER'],
        },
      }),
    );
    expect(
      ok(await call({ method: 'GET', url: `/users/${user.id}`, queryParams: {}, token: admin })),
    ).toMatchObject({
      id: user.id,
    });
    // update({id, ...data}): the id leaves the body.
    const { id, ...rest } = user;
    expect(
      ok(
        await call({
          method: 'PUT',
          url: `/users/${id}`,
          token: admin,
          body: { ...rest, displayName: 'M2' },
        }),
      ),
    ).toMatchObject({ id, displayName: 'M2' });
    ok(await call({ method: 'POST', url: `/users/${id}/toggle-perm`, token: admin }));
    ok(await call({ method: 'POST', url: `/users/${id}/toggle-perm-supper-user`, token: admin }));
    expect(
      ok(
        await call({
          method: 'POST',
          url: `/users/${id}/set-permission`,
          token: admin,
          body: { role: 'VOLUNTEER' },
        }),
      ),
    ).toMatchObject({ id });
    ok(await call({ method: 'DELETE', url: `/users/${id}`, token: admin }));
  });

  it('services: list, count, create, get, update, likes, approveServices, listBeds, updateAvailableBeds, searchCityOrZip, removeServices, del', async () => {
    const list = ok(
      await call({
        method: 'GET',
        url: '/services',
        queryParams: { ...LIST, filter: 'isApproved', isApproved: true },
      }),
    );
    expect(list).toHaveLength(10);
    expect(
      count(
        await call({
          method: 'GET',
          url: '/services/count',
          queryParams: { filter: 'isApproved', isApproved: true },
        }),
      ),
    ).toBeGreaterThan(400);
    const created = ok(
      await call({ method: 'POST', url: '/services', token: admin, body: shelterBody() }),
    );
    expect(
      ok(await call({ method: 'GET', url: `/services/${created.id}`, queryParams: {} })).id,
    ).toBe(created.id);
    const { id, ...rest } = created;
    expect(
      ok(
        await call({
          method: 'PUT',
          url: `/services/${id}`,
          token: admin,
          body: { ...rest, name: 'Core Shelter' },
        }),
      ).name,
    ).toBe('Core Shelter');
    // likes: a POST with the JSON type and no body (items 4 and 7).
    expect(ok(await call({ method: 'POST', url: `/services/${id}/likes` }))).toMatchObject({
      likes: 1,
    });
    ok(
      await call({
        method: 'POST',
        url: '/services/approve-services',
        token: admin,
        body: { services: [id] },
      }),
    );
    expect(
      ok(await call({ method: 'GET', url: '/services/beds', token: admin })).some(
        (s: any) => s.id === id,
      ),
    ).toBe(true);
    ok(
      await call({
        method: 'POST',
        url: '/services/update-available-beds',
        token: admin,
        body: { services: [{ id, total: 2 }] },
      }),
    );
    const found = ok(
      await call({
        method: 'POST',
        url: '/services/search-city-or-zip',
        body: { keyword: '8020' },
      }),
    );
    expect(found.zips.length).toBeGreaterThan(0);
    const other = ok(
      await call({ method: 'POST', url: '/services', token: admin, body: serviceBody() }),
    );
    ok(
      await call({
        method: 'POST',
        url: '/services/remove-services',
        token: admin,
        body: { services: [other.id] },
      }),
    );
    ok(await call({ method: 'DELETE', url: `/services/${id}`, token: admin }));
    thrown(await call({ method: 'GET', url: `/services/${id}` }), 404);
  });

  it('crisis-lines: list, count, create, get, update, del', async () => {
    expect(
      ok(await call({ method: 'GET', url: '/crisis-lines', queryParams: LIST })).length,
    ).toBeGreaterThan(0);
    expect(count(await call({ method: 'GET', url: '/crisis-lines/count' }))).toBeGreaterThan(0);
    const line = ok(
      await call({
        method: 'POST',
        url: '/crisis-lines',
        token: admin,
        body: {
          name: 'Core Line',
          description: 'Talk.',
          area: 'Denver, CO',
          time: '24/7',
          phone: '(303) 555-0120',
        },
      }),
    );
    expect(
      ok(await call({ method: 'GET', url: `/crisis-lines/${line.id}`, queryParams: {} })).name,
    ).toBe('Core Line');
    const { id, ...rest } = line;
    expect(
      ok(
        await call({
          method: 'PUT',
          url: `/crisis-lines/${id}`,
          token: admin,
          body: { ...rest, name: 'L2' },
        }),
      ).name,
    ).toBe('L2');
    ok(await call({ method: 'DELETE', url: `/crisis-lines/${id}`, token: admin }));
  });

  it('feedbacks and files: createAppFeedback, createServiceFeedBack, list, count, get, archive, del, files.get', async () => {
    ok(
      await call({
        method: 'POST',
        url: '/feedbacks/app',
        body: { email: 'a@example.org', subject: 'Hi', message: 'Thanks.' },
      }),
    );
    const [service] = ok(await call({ method: 'GET', url: '/services', queryParams: LIST }));
    ok(
      await call({
        method: 'POST',
        url: '/feedbacks/service',
        body: {
          email: 'b@example.org',
          message: 'Wrong phone.',
          service: service.id,
          subject: service.name,
        },
      }),
    );
    const list = ok(
      await call({ method: 'GET', url: '/feedbacks', queryParams: LIST, token: admin }),
    );
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(
      count(await call({ method: 'GET', url: '/feedbacks/count', token: admin })),
    ).toBeGreaterThanOrEqual(2);
    expect(
      ok(await call({ method: 'GET', url: `/feedbacks/${list[0].id}`, token: admin })).id,
    ).toBe(list[0].id);
    // archive: a body-less POST with the JSON type (item 7).
    ok(await call({ method: 'POST', url: `/feedbacks/${list[0].id}/archive`, token: admin }));
    ok(await call({ method: 'DELETE', url: `/feedbacks/${list[0].id}`, token: admin }));
    thrown(await call({ method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000' }), 404);
  });

  it('bot.query, as the app calls it (with chatToken and userTimezone)', async () => {
    const messages = ok(
      await call({
        method: 'POST',
        url: '/bot/query',
        body: {
          query: 'Hi',
          chatToken: '0.coreclient1',
          userTimezone: 420,
          coordinate: '39.7392|-104.9903',
        },
      }),
    );
    expect(messages[0].text.text[0]).toMatch(/^Hi!/);
  });

  it('static-pages: list, count, create, get, update (no body: refused), del', async () => {
    expect(
      ok(await call({ method: 'GET', url: '/static-pages', queryParams: LIST })).length,
    ).toBeGreaterThanOrEqual(4);
    expect(count(await call({ method: 'GET', url: '/static-pages/count' }))).toBeGreaterThanOrEqual(
      4,
    );
    const page = ok(
      await call({
        method: 'POST',
        url: '/static-pages',
        token: admin,
        body: { code: 'CORE', name: 'Core', content: '<p>Core</p>' },
      }),
    );
    expect(ok(await call({ method: 'GET', url: '/static-pages/CORE', queryParams: {} })).code).toBe(
      page.code,
    );
    // `update(code)` sends no body at all: there is nothing to save, so the route answers 400.
    thrown(await call({ method: 'PUT', url: '/static-pages/CORE', token: admin }), 400);
    ok(await call({ method: 'DELETE', url: '/static-pages/CORE', token: admin }));
  });
});
