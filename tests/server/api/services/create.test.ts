import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, tombstones } from '@server/db/schema';
import type { Role } from '@shared/domain/enums';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, serviceBody, shelterBody } from './helpers';

describe.each(databaseKinds)('POST /api/services on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const user = (roles: Role[], extra: { isApproved?: boolean } = {}) =>
    createUser(t.database.db, { email: `create.${n++}@test.test`, roles, ...extra });
  const post = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t, { method: 'POST', url: '/api/services', token, payload });

  it('stores the service with its zone and search text and answers it with an id', async () => {
    const u = await user(['USER']);
    const res = await post(
      u.token,
      serviceBody({
        name: 'Café Olé',
        serviceSummaryEs: 'Comidas',
        descriptionEs: 'Comida caliente',
        ageEs: 'Todos',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Café Olé',
      timeZone: 'America/Denver',
      location: { type: 'Point', coordinates: [-104.99, 39.74] },
      serviceSummaryEs: 'Comidas',
      descriptionEs: 'Comida caliente',
      ageEs: 'Todos',
      user: u.id,
      userEmail: u.email,
      isApproved: false,
    });
    expect(body.openStatus).toBeUndefined();
    const [row] = await t.database.db.select().from(services).where(eq(services.id, body.id));
    expect(row?.searchText).toContain('cafe ole');
    expect(row?.rev).toBeGreaterThan(0);
  });

  it('places a service without a pin at its ZIP code, else its city, else answers 400', async () => {
    const u = await user(['ADMINISTRATOR']);
    const byZip = await post(u.token, serviceBody({ location: undefined, zip: '80202' }));
    expect(byZip.statusCode).toBe(200);
    const [lng, lat] = byZip.json().location.coordinates;
    expect(lat).toBeCloseTo(39.75, 1);
    expect(lng).toBeCloseTo(-105.0, 0);
    const byCity = await post(
      u.token,
      serviceBody({ location: null, zip: '00000', city: 'Seattle', state: 'WA' }),
    );
    expect(byCity.statusCode).toBe(200);
    expect(byCity.json().timeZone).toBe('America/Los_Angeles');
    const nowhere = await post(
      u.token,
      serviceBody({ location: undefined, zip: '00000', city: 'Atlantis', state: 'ZZ' }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/pin/);
  });

  it('applies the approval rules of each role', async () => {
    const cases: [Role[], boolean, boolean][] = [
      [['USER'], false, false],
      [['VOLUNTEER'], false, true],
      [['VOLUNTEER LEAD'], false, true],
      [['AUTO USER'], true, false],
      [['SUPER USER'], true, false],
      [['ADMINISTRATOR'], true, false],
    ];
    for (const [roles, approved, byVolunteer] of cases) {
      const u = await user(roles);
      const res = await post(u.token, serviceBody());
      expect(res.statusCode, roles.join()).toBe(200);
      expect(res.json(), roles.join()).toMatchObject({
        isApproved: approved,
        addedByVolunteer: byVolunteer,
      });
    }
    const admin = await user(['ADMINISTRATOR']);
    const held = await post(admin.token, serviceBody({ isApproved: false }));
    expect(held.json().isApproved).toBe(false);
  });

  it('writes a tombstone for a service that starts unapproved', async () => {
    const u = await user(['USER']);
    const { id } = (await post(u.token, serviceBody())).json();
    const rows = await t.database.db.select().from(tombstones).where(eq(tombstones.entityId, id));
    expect(rows).toMatchObject([{ entity: 'services' }]);
  });

  it('answers the quota message once a non-admin owns totalServices services', async () => {
    const u = await user(['USER']);
    for (let i = 0; i < 3; i++) expect((await post(u.token, serviceBody())).statusCode).toBe(200);
    const res = await post(u.token, serviceBody());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'You reached the Max Limit for adding new services',
      reason: 'SERVICE_QUOTA_REACHED',
    });
    const admin = await user(['ADMINISTRATOR']);
    for (let i = 0; i < 4; i++)
      expect((await post(admin.token, serviceBody())).statusCode).toBe(200);
  });

  it('keeps the critical header for super users and admins only', async () => {
    const critical = {
      isCriticalHeader: true,
      criticalDescription: 'Cold night: extra cots',
      isCriticalNeverExpire: true,
    };
    const plain = await user(['USER']);
    expect((await post(plain.token, serviceBody(critical))).json()).toMatchObject({
      isCriticalHeader: false,
      criticalDescription: null,
    });
    const volunteer = await user(['VOLUNTEER']);
    expect((await post(volunteer.token, serviceBody(critical))).json().isCriticalHeader).toBe(
      false,
    );
    const superUser = await user(['SUPER USER']);
    expect((await post(superUser.token, serviceBody(critical))).json()).toMatchObject(critical);
  });

  it('lets only admins set the owner email, isShowFlag and isShowDonate', async () => {
    const owner = await user(['USER']);
    const plain = await user(['USER']);
    const mine = (
      await post(
        plain.token,
        serviceBody({ userEmail: owner.email, isShowFlag: true, isShowDonate: true }),
      )
    ).json();
    expect(mine).toMatchObject({
      user: plain.id,
      userEmail: plain.email,
      isShowFlag: false,
      isShowDonate: false,
    });
    const admin = await user(['ADMINISTRATOR']);
    const given = (
      await post(
        admin.token,
        serviceBody({
          userEmail: ` ${owner.email.toUpperCase()} `,
          isShowFlag: true,
          isShowDonate: true,
        }),
      )
    ).json();
    expect(given).toMatchObject({
      user: owner.id,
      userEmail: owner.email,
      isShowFlag: true,
      isShowDonate: true,
    });
    const unknown = await post(admin.token, serviceBody({ userEmail: 'nobody@nowhere.test' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, message: 'User email not found' });
  });

  it('rejects bad bodies with 400 {code, message, field} and never a 500', async () => {
    const u = await user(['ADMINISTRATOR']);
    const bad: Record<string, unknown>[] = [
      serviceBody({ name: '' }),
      serviceBody({ type: [] }),
      serviceBody({ type: 'FOOD' }),
      serviceBody({ schedules: [] }),
      serviceBody({ schedules: 'often' }),
      serviceBody({ location: { coordinates: [500, 0] } }),
      shelterBody({ availableBeds: 20, totalBeds: 5 }),
    ];
    for (const payload of bad) {
      const res = await post(u.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const notJson = await call(t, {
      method: 'POST',
      url: '/api/services',
      token: u.token,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const array = await post(u.token, [] as unknown as Record<string, unknown>);
    expect(array.statusCode).toBe(400);
  });

  it('refuses guests (401) and unapproved volunteers (403)', async () => {
    expect((await post(undefined, serviceBody())).statusCode).toBe(401);
    const pending = await user(['VOLUNTEER'], { isApproved: false });
    expect([401, 403]).toContain((await post(pending.token, serviceBody())).statusCode);
  });
});
