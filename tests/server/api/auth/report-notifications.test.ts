import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { feedbacks } from '@server/db/schema';
import { queryRows } from '@server/db/raw';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, insertService } from './support';

describe.each(databaseKinds)('POST /api/auth/report-notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const report = (token?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/report-notifications',
      headers: token ? bearer(token) : {},
    });

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.database.db, query);
    return Number(row?.n);
  }

  it('counts a provider’s own services, shelters with beds and unread feedback only', async () => {
    const db = t.database.db;
    const me = await createUser(db, { email: 'provider@example.org', roles: ['USER'] });
    await insertService(db, { userId: me.id, type: ['SHELTER'], totalBeds: 10 });
    await insertService(db, { userId: me.id, type: ['SHELTER'], totalBeds: 0, isApproved: false });
    await insertService(db, { userId: me.id, type: ['FOOD'] });
    await insertService(db, { type: ['SHELTER'], totalBeds: 5 });
    const base = { type: 'SERVICE' as const, subject: 's', message: 'm' };
    await db
      .insert(feedbacks)
      .values([
        { ...base, serviceOwnerId: me.id },
        { ...base, serviceOwnerId: me.id, isArchive: true },
        { ...base },
      ]);
    const res = await report(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      countManagedServices: 3,
      countUnReadFeedbacks: 1,
      countManagedShelters: 1,
    });
  });

  it('gives administrators the site-wide counts', async () => {
    const admin = await createUser(t.database.db, {
      email: 'boss@example.org',
      roles: ['ADMINISTRATOR', 'USER'],
    });
    const res = await report(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      countManagedServices: await count(sql`SELECT count(*)::int AS n FROM services`),
      countUnReadFeedbacks: await count(
        sql`SELECT count(*)::int AS n FROM feedbacks WHERE NOT is_archive`,
      ),
      countManagedShelters: await count(
        sql`SELECT count(*)::int AS n FROM services WHERE 'SHELTER' = ANY(type) AND (total_beds > 0 OR available_beds > 0)`,
      ),
      countNotApprovedServices: await count(
        sql`SELECT count(*)::int AS n FROM services WHERE NOT is_approved`,
      ),
      countVolunteers: await count(
        sql`SELECT count(*)::int AS n FROM users WHERE (is_volunteer OR roles && ARRAY['VOLUNTEER','VOLUNTEER LEAD','VOLUNTEER SENIOR']::text[]) AND NOT roles @> ARRAY['ADMINISTRATOR']::text[]`,
      ),
      countAdminUsers: await count(
        sql`SELECT count(*)::int AS n FROM users WHERE roles @> ARRAY['ADMINISTRATOR']::text[]`,
      ),
      countSupperUsers: await count(
        sql`SELECT count(*)::int AS n FROM users WHERE roles @> ARRAY['SUPER USER']::text[]`,
      ),
      countTotalUsers: await count(sql`SELECT count(*)::int AS n FROM users`),
    });
    expect(res.json().countAdminUsers).toBeGreaterThanOrEqual(2);
  });

  it('gives an approved volunteer lead the volunteer and volunteer-approval counts', async () => {
    const db = t.database.db;
    const lead = await createUser(db, {
      email: 'lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
    });
    const before = (await report(lead.token)).json();
    await createUser(db, { email: 'vol@example.org', roles: ['VOLUNTEER', 'USER'] });
    await insertService(db, { isApproved: false, addedByVolunteer: true });
    await insertService(db, { isApproved: false, addedByVolunteer: false });
    const after = (await report(lead.token)).json();
    expect(Object.keys(after).sort()).toEqual([
      'countManagedServices',
      'countManagedShelters',
      'countNotApprovedServices',
      'countUnReadFeedbacks',
      'countVolunteers',
    ]);
    expect(after.countVolunteers).toBe(before.countVolunteers + 1);
    expect(after.countNotApprovedServices).toBe(before.countNotApprovedServices + 1);
    expect(after.countManagedServices).toBe(before.countManagedServices + 1);
  });

  it('gives a volunteer waiting for approval only their own three counts', async () => {
    const pending = await createUser(t.database.db, {
      email: 'pending-lead@example.org',
      roles: ['VOLUNTEER LEAD', 'USER'],
      isApproved: false,
    });
    const res = await report(pending.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      countManagedServices: 0,
      countUnReadFeedbacks: 0,
      countManagedShelters: 0,
    });
  });

  it('answers 401 without a session', async () => {
    const res = await report();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', reason: 'UNAUTHORIZED' });
  });
});
