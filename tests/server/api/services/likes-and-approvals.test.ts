import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kudos, services, tombstones } from '@server/db/schema';
import type { Role } from '@shared/domain/enums';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, createService } from './helpers';

describe.each(databaseKinds)('likes, approve-services and remove-services on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  let admin: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await user(['ADMINISTRATOR']);
  });
  afterAll(() => t.close());

  const user = (roles: Role[]) =>
    createUser(t.database.db, { email: `la.${n++}@test.test`, roles });
  const like = (id: string, deviceId: string) =>
    call(t, { method: 'POST', url: `/api/services/${id}/likes`, payload: { deviceId } });
  const moderate = (action: 'approve' | 'remove', token: string, ids: string[]) =>
    call(t, {
      method: 'POST',
      url: `/api/services/${action}-services`,
      token,
      payload: { services: ids },
    });

  it('counts one like per device, however often it is sent', async () => {
    const s = await createService(t, admin.token);
    const first = await like(s.id, 'device-aaaa-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: s.id, likes: 1 });
    expect((await like(s.id, 'device-aaaa-1')).json()).toEqual({ id: s.id, likes: 1 });
    expect((await like(s.id, 'device-bbbb-2')).json()).toEqual({ id: s.id, likes: 2 });
  });

  it('counts concurrent likes from one device once', async () => {
    const s = await createService(t, admin.token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => like(s.id, 'device-cccc-3')));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, s.id));
    expect(row?.likes).toBe(1);
    expect(await t.database.db.select().from(kudos).where(eq(kudos.serviceId, s.id))).toHaveLength(
      1,
    );
  });

  it('counts a body-less like (the original clients) once per client and once per user', async () => {
    const s = await createService(t, admin.token);
    const bare = (headers: Record<string, string>) =>
      call(t, { method: 'POST', url: `/api/services/${s.id}/likes`, headers });
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' };
    expect((await bare(browser)).json()).toEqual({ id: s.id, likes: 1 });
    expect((await bare(browser)).json()).toEqual({ id: s.id, likes: 1 });
    // shelter-core sends `Content-Type: application/json` with no body at all.
    const typed = { ...browser, 'content-type': 'application/json' };
    expect((await bare(typed)).json()).toEqual({ id: s.id, likes: 1 });
    expect((await bare({ 'user-agent': 'Another browser' })).json()).toEqual({
      id: s.id,
      likes: 2,
    });
    const member = await user(['USER']);
    const signedIn = { ...browser, authorization: `Bearer ${member.token}` };
    expect((await bare(signedIn)).json()).toEqual({ id: s.id, likes: 3 });
    expect((await bare(signedIn)).json()).toEqual({ id: s.id, likes: 3 });
    const keys = await t.database.db.select().from(kudos).where(eq(kudos.serviceId, s.id));
    expect(keys.map((k) => k.deviceId.split(':')[0]).sort()).toEqual(['client', 'client', 'user']);
  });

  it('answers 404 for unknown or unapproved services and 400 for a body without a device id', async () => {
    expect((await like('nope', 'device-dddd-4')).statusCode).toBe(404);
    expect((await like('00000000-0000-4000-8000-000000000000', 'device-dddd-4')).statusCode).toBe(
      404,
    );
    const owner = await user(['USER']);
    const pending = await createService(t, owner.token);
    expect((await like(pending.id, 'device-dddd-4')).statusCode).toBe(404);
    const s = await createService(t, admin.token);
    const res = await call(t, { method: 'POST', url: `/api/services/${s.id}/likes`, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('approves for admins and answers {message}, clearing the tombstone', async () => {
    const owner = await user(['USER']);
    const s = await createService(t, owner.token);
    const res = await moderate('approve', admin.token, [s.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Approved all services' });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ isApproved: true });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect(
      await t.database.db.select().from(tombstones).where(eq(tombstones.entityId, s.id)),
    ).toEqual([]);
  });

  it('lets a volunteer lead moderate volunteer-created services only', async () => {
    const lead = await user(['VOLUNTEER LEAD']);
    const volunteer = await user(['VOLUNTEER']);
    const provider = await user(['USER']);
    const v = await createService(t, volunteer.token);
    const p = await createService(t, provider.token);
    expect((await moderate('approve', lead.token, [v.id])).statusCode).toBe(200);
    expect((await moderate('approve', lead.token, [p.id])).statusCode).toBe(403);
    expect((await moderate('remove', lead.token, [p.id])).statusCode).toBe(403);
    expect((await moderate('approve', provider.token, [p.id])).statusCode).toBe(403);
    const waiting = await createService(t, volunteer.token);
    expect((await moderate('approve', volunteer.token, [waiting.id])).statusCode).toBe(403);
  });

  // docs/api.md "The original ShelterApp clients": the original web client approves its own shelter after each bed update.
  it("answers an owner's approve of its own approved services 200 and changes nothing", async () => {
    const provider = await user(['USER']);
    const s = await createService(t, provider.token);
    await moderate('approve', admin.token, [s.id]);
    const read = async () =>
      (await t.database.db.select().from(services).where(eq(services.id, s.id)))[0];
    const before = await read();
    const res = await moderate('approve', provider.token, [s.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Approved all services' });
    expect(await read()).toEqual(before); // no rev bump, no new approvedAt
    // Everything else stays refused: its own unapproved service, or someone else's approved one.
    const waiting = await createService(t, provider.token);
    expect((await moderate('approve', provider.token, [waiting.id])).statusCode).toBe(403);
    expect((await moderate('approve', provider.token, [s.id, waiting.id])).statusCode).toBe(403);
    const other = await createService(t, admin.token);
    expect((await moderate('approve', provider.token, [other.id])).statusCode).toBe(403);
    expect((await moderate('remove', provider.token, [s.id])).statusCode).toBe(403);
    expect((await moderate('approve', provider.token, ['nope'])).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  it('answers 404 when nothing named exists, and 400 for a malformed body', async () => {
    expect((await moderate('approve', admin.token, ['nope'])).statusCode).toBe(404);
    const res = await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: admin.token,
      payload: { services: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect((await moderate('approve', admin.token, [])).statusCode).toBe(400);
  });

  it('removes services with tombstones and answers {message}', async () => {
    const owner = await user(['USER']);
    const a = await createService(t, owner.token);
    const b = await createService(t, owner.token);
    const res = await moderate('remove', admin.token, [a.id, b.id, 'not-an-id']);
    expect(res.json()).toEqual({ message: 'Removed all services' });
    expect(
      await t.database.db.select().from(services).where(eq(services.userId, owner.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(tombstones).where(eq(tombstones.entityId, a.id)),
    ).toHaveLength(1);
  });
});
