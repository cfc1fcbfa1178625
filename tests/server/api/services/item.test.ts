import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, tombstones } from '@server/db/schema';
import type { Role } from '@shared/domain/enums';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, createService, serviceBody } from './helpers';

describe.each(databaseKinds)('GET, PUT and DELETE /api/services/:id on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const user = (roles: Role[]) =>
    createUser(t.database.db, { email: `item.${n++}@test.test`, roles });
  const get = (id: string, token?: string) =>
    call(t, { method: 'GET', url: `/api/services/${id}`, token });
  const put = (id: string, token: string | undefined, payload: Record<string, unknown>) =>
    call(t, { method: 'PUT', url: `/api/services/${id}`, token, payload });
  const del = (id: string, token?: string) =>
    call(t, { method: 'DELETE', url: `/api/services/${id}`, token });
  const tombstoneOf = (id: string) =>
    t.database.db.select().from(tombstones).where(eq(tombstones.entityId, id));

  it('shows an approved service to anyone, without the owner email', async () => {
    const admin = await user(['ADMINISTRATOR']);
    const s = await createService(t, admin.token);
    const res = await get(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, isApproved: true });
    expect(res.json().userEmail).toBeUndefined();
    expect((await get(s.id, admin.token)).json().userEmail).toBe(admin.email);
  });

  it('hides an unapproved service from everyone but its owner, admins and (volunteer-created) leads', async () => {
    const owner = await user(['USER']);
    const s = await createService(t, owner.token);
    expect((await get(s.id)).statusCode).toBe(404);
    expect((await get(s.id, (await user(['USER'])).token)).statusCode).toBe(404);
    expect((await get(s.id, (await user(['VOLUNTEER LEAD'])).token)).statusCode).toBe(404);
    expect((await get(s.id, owner.token)).statusCode).toBe(200);
    expect((await get(s.id, (await user(['ADMINISTRATOR'])).token)).statusCode).toBe(200);
    const volunteer = await user(['VOLUNTEER']);
    const v = await createService(t, volunteer.token);
    expect((await get(v.id, (await user(['VOLUNTEER LEAD'])).token)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and non-UUID ids', async () => {
    const admin = await user(['ADMINISTRATOR']);
    for (const id of ['nope', '123', '00000000-0000-4000-8000-000000000000']) {
      expect((await get(id)).statusCode).toBe(404);
      expect((await put(id, admin.token, serviceBody())).statusCode).toBe(404);
      expect((await del(id, admin.token)).statusCode).toBe(404);
    }
    expect((await get('nope')).json()).toEqual({
      code: 404,
      message: 'Service not found',
      reason: 'NOT_FOUND',
    });
  });

  it("forbids editing or deleting another user's service (403)", async () => {
    const owner = await user(['USER']);
    const other = await user(['USER']);
    const s = await createService(t, owner.token);
    expect((await put(s.id, other.token, serviceBody())).statusCode).toBe(403);
    expect((await del(s.id, other.token)).statusCode).toBe(403);
    const lead = await user(['VOLUNTEER LEAD']);
    expect((await put(s.id, lead.token, serviceBody())).statusCode).toBe(403);
    expect((await put(s.id, undefined, serviceBody())).statusCode).toBe(401);
  });

  it("puts a provider's edit back into the approval queue, with a tombstone", async () => {
    const admin = await user(['ADMINISTRATOR']);
    const owner = await user(['USER']);
    const s = await createService(t, owner.token);
    await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: admin.token,
      payload: { services: [s.id] },
    });
    expect((await get(s.id)).json().isApproved).toBe(true);
    expect(await tombstoneOf(s.id)).toEqual([]);
    const before = (await get(s.id, owner.token)).json().rev as number;
    const res = await put(s.id, owner.token, serviceBody({ name: 'Renamed Kitchen' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Kitchen', isApproved: false });
    expect(res.json().rev).toBeGreaterThan(before);
    expect(await tombstoneOf(s.id)).toHaveLength(1);
  });

  it('keeps approval for admins, super users, auto users and leads editing volunteer services', async () => {
    const admin = await user(['ADMINISTRATOR']);
    const s = await createService(t, admin.token);
    expect((await put(s.id, admin.token, serviceBody())).json().isApproved).toBe(true);
    const su = await user(['SUPER USER']);
    const mine = await createService(t, su.token);
    expect((await put(mine.id, su.token, serviceBody())).json().isApproved).toBe(true);
    const auto = await user(['AUTO USER']);
    const autos = await createService(t, auto.token);
    expect((await put(autos.id, auto.token, serviceBody())).json().isApproved).toBe(true);
    const volunteer = await user(['VOLUNTEER']);
    const v = await createService(t, volunteer.token);
    const lead = await user(['VOLUNTEER LEAD']);
    await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: lead.token,
      payload: { services: [v.id] },
    });
    const edited = await put(v.id, lead.token, serviceBody({ name: 'Lead edit' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().isApproved).toBe(true);
    expect((await put(v.id, volunteer.token, serviceBody())).json().isApproved).toBe(false);
  });

  it("keeps fields a role may not set: a provider's edit leaves the critical header alone", async () => {
    const admin = await user(['ADMINISTRATOR']);
    const owner = await user(['USER']);
    const s = await createService(t, owner.token);
    await put(
      s.id,
      admin.token,
      serviceBody({
        isCriticalHeader: true,
        criticalDescription: 'Open late',
        isCriticalNeverExpire: true,
        userEmail: owner.email,
      }),
    );
    const res = await put(s.id, owner.token, serviceBody({ isCriticalHeader: false }));
    expect(res.json()).toMatchObject({ isCriticalHeader: true, criticalDescription: 'Open late' });
  });

  it('lets an admin move ownership by email, and refuses an unknown email', async () => {
    const admin = await user(['ADMINISTRATOR']);
    const owner = await user(['USER']);
    const s = await createService(t, admin.token);
    expect(
      (await put(s.id, admin.token, serviceBody({ userEmail: owner.email }))).json().user,
    ).toBe(owner.id);
    const res = await put(s.id, admin.token, serviceBody({ userEmail: 'ghost@nowhere.test' }));
    expect(res.json()).toEqual({
      code: 400,
      message: 'User email not found',
      reason: 'OWNER_EMAIL_NOT_FOUND',
    });
  });

  it('deletes for the owner, leaves a tombstone, and the service is gone', async () => {
    const owner = await user(['USER']);
    const s = await createService(t, owner.token);
    const res = await del(s.id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(s.id);
    expect(await t.database.db.select().from(services).where(eq(services.id, s.id))).toEqual([]);
    expect(await tombstoneOf(s.id)).toMatchObject([{ entity: 'services' }]);
    expect((await get(s.id, owner.token)).statusCode).toBe(404);
  });

  it('writes a tombstone when a service is marked permanently closed', async () => {
    const admin = await user(['ADMINISTRATOR']);
    const s = await createService(t, admin.token);
    await put(s.id, admin.token, serviceBody({ closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }] }));
    expect(await tombstoneOf(s.id)).toHaveLength(1);
  });
});
