import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call } from '../auth/support';

describe.each(databaseKinds)('GET /api/users and /api/users/count on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  let lead: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    admin = await createUser(db, {
      email: 'list-admin@example.org',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    lead = await createUser(db, {
      email: 'list-lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
    });
    for (let i = 0; i < 30; i += 1) {
      await createUser(db, {
        email: `bulk${String(i).padStart(2, '0')}@example.org`,
        roles: ['USER'],
      });
    }
    await createUser(db, { email: 'percent%@example.org', roles: ['USER'] });
    await createUser(db, { email: 'helper.one@example.org', roles: ['VOLUNTEER', 'USER'] });
    await createUser(db, { email: 'senior@example.org', roles: ['VOLUNTEER SENIOR', 'USER'] });
    await createUser(db, { email: 'super@example.org', roles: ['SUPER USER', 'USER'] });
  });
  afterAll(() => t.close());

  const get = (token: string | undefined, url: string) =>
    call(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });
  const emails = (res: { json(): unknown }) =>
    (res.json() as { email: string }[]).map((u) => u.email);

  it('pages 25 users, newest first, without private fields', async () => {
    const res = await get(admin.token, '/api/users');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { createdAt: string }[];
    expect(list).toHaveLength(25);
    const times = list.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body).not.toMatch(/passwordHash|tokenHash|devices/);
    const next = await get(admin.token, '/api/users?skip=25&limit=25');
    expect(emails(next)).not.toContain(emails(res)[0]);
  });

  it('sorts ascending when asked', async () => {
    const res = await get(admin.token, '/api/users?sort=email&direction=asc&search=email&q=bulk');
    expect(emails(res).slice(0, 2)).toEqual(['bulk00@example.org', 'bulk01@example.org']);
  });

  it('searches literally and the count agrees with the list', async () => {
    const list = await get(admin.token, '/api/users?search=email&q=%25');
    expect(emails(list)).toEqual(['percent%@example.org']);
    const count = await get(admin.token, '/api/users/count?search=email&q=%25');
    expect(count.json()).toEqual({ count: 1 });
  });

  it('searches email and name when only q is given', async () => {
    const res = await get(admin.token, '/api/users?q=helper.one');
    expect(emails(res)).toEqual(['helper.one@example.org']);
  });

  it('filters by role, any of a comma list', async () => {
    const res = await get(
      admin.token,
      '/api/users?filter=roles&roles=VOLUNTEER,SUPER%20USER&sort=email&direction=asc&limit=0',
    );
    expect(emails(res)).toEqual(
      expect.arrayContaining(['helper.one@example.org', 'super@example.org']),
    );
    expect(emails(res)).not.toContain('bulk00@example.org');
    const count = await get(
      admin.token,
      '/api/users/count?filter=roles&roles=VOLUNTEER,SUPER%20USER',
    );
    expect(count.json().count).toBe((res.json() as unknown[]).length);
  });

  it('shows a volunteer lead volunteer-type users only', async () => {
    const res = await get(lead.token, '/api/users?limit=0');
    expect(res.statusCode).toBe(200);
    const seen = emails(res);
    expect(seen).toEqual(expect.arrayContaining(['helper.one@example.org', 'senior@example.org']));
    expect(seen).not.toContain('bulk00@example.org');
    expect(seen).not.toContain('list-admin@example.org');
    const count = await get(lead.token, '/api/users/count');
    expect(count.json().count).toBe(seen.length);
  });

  it('rejects a bad sort or limit with 400', async () => {
    const sort = await get(admin.token, '/api/users?sort=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe(400);
    const limit = await get(admin.token, '/api/users/count?limit=-1');
    expect(limit.statusCode).toBe(400);
  });

  it('answers 401 to a guest and 403 to a plain user', async () => {
    const user = await createUser(t.database.db, { email: 'plain@example.org', roles: ['USER'] });
    expect((await get(undefined, '/api/users')).json()).toEqual({
      code: 401,
      message: 'Unauthorized',
      reason: 'UNAUTHORIZED',
    });
    expect((await get(user.token, '/api/users')).json()).toEqual({
      code: 403,
      message: 'Forbidden',
      reason: 'FORBIDDEN',
    });
    expect((await get(user.token, '/api/users/count')).statusCode).toBe(403);
  });

  it('answers 403 to a volunteer lead who is not approved yet', async () => {
    const pending = await createUser(t.database.db, {
      email: 'pending-lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
      isApproved: false,
    });
    expect((await get(pending.token, '/api/users')).statusCode).toBe(403);
  });
});
