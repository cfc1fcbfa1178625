import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { TEST_ADMIN } from '@tests/helpers/test-config';
import { call, shelterBody } from './helpers';

// The requests a ShelterApp web client makes (docs/spec/api-contract.md §8.1), answered as §12 says.
const HOME =
  'filter=type,isApproved,nearCoordinate,currentCoordinate,category,isOpen&type=SHELTER&isApproved=true' +
  '&nearCoordinate=-104.99|39.74&currentCoordinate=-104.99|39.74&category=ALL&isOpen=true&direction=desc' +
  '&limit=100&skip=0&search=name, description, serviceSummary, address1, address2, phone, userEmail, contactEmail';

describe.each(databaseKinds)('a ShelterApp web client session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists, signs in, creates, gets approved, counts beds and fetches favourites', async () => {
    // 1. The home list, near me, open now, with the Emergency sub-filter and without it.
    const home = await call(t, { method: 'GET', url: `/api/services?${HOME}&q=` });
    expect(home.statusCode).toBe(200);
    const list = home.json() as {
      id: string;
      type: string[];
      distance: string;
      isApproved: boolean;
    }[];
    expect(list.every((s) => s.type.includes('SHELTER') && s.isApproved)).toBe(true);
    expect(list.every((s) => /^\d+\.\d$/.test(s.distance))).toBe(true);
    const sub = await call(t, { method: 'GET', url: `/api/services?${HOME}&q=Emergency Shelter` });
    expect(sub.statusCode).toBe(200);
    const count = await call(t, {
      method: 'GET',
      url: `/api/services/count?${HOME}&q=Emergency Shelter`,
    });
    expect(count.json()).toEqual({ count: (sub.json() as unknown[]).length });

    // 2. Sign in: a provider with a session token, and the seeded administrator.
    const provider = await createUser(t.database.db, {
      email: 'provider.web@test.test',
      roles: ['USER'],
    });
    const signIn = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const adminToken: string =
      signIn.statusCode === 200
        ? signIn.json().token
        : (
            await createUser(t.database.db, {
              email: 'admin.web@test.test',
              roles: ['ADMINISTRATOR'],
            })
          ).token;

    // 3. Create a shelter as the web form sends it (id-less, userEmail always, arrays always).
    const created = await call(t, {
      method: 'POST',
      url: '/api/services',
      token: provider.token,
      payload: shelterBody({
        name: 'Web Client Shelter',
        userEmail: provider.email,
        isCriticalHeader: false,
        isCriticalNeverExpire: false,
        criticalExpiredAt: '',
        schedules: [{ type: 'FULL_DAY' }],
      }),
    });
    expect(created.statusCode).toBe(200);
    const service = created.json() as { id: string; isApproved: boolean };
    expect(service.id).toEqual(expect.any(String));
    expect(service.isApproved).toBe(false);

    // 4. The admin sees it waiting and approves it.
    const waiting = await call(t, {
      method: 'GET',
      url: '/api/services?filter=isApproved&isApproved=false&limit=100',
      token: adminToken,
    });
    expect((waiting.json() as { id: string }[]).map((s) => s.id)).toContain(service.id);
    const approve = await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: adminToken,
      payload: { services: [service.id] },
    });
    expect(approve.json()).toEqual({ message: 'Approved all services' });

    // 5. Beds: the provider's own shelters, then a new count without an admin-only call.
    const beds = await call(t, { method: 'GET', url: '/api/services/beds', token: provider.token });
    expect((beds.json() as { id: string }[]).map((s) => s.id)).toEqual([service.id]);
    const update = await call(t, {
      method: 'POST',
      url: '/api/services/update-available-beds',
      token: provider.token,
      payload: { services: [{ id: service.id, total: 6 }] },
    });
    expect(update.statusCode).toBe(200);

    // 6. The home list now shows it, with the new count, still approved.
    const again = (
      await call(t, { method: 'GET', url: `/api/services?${HOME.replace('isOpen,', '')}` })
    ).json() as { id: string; availableBeds: number; isApproved: boolean }[];
    expect(again.find((s) => s.id === service.id)).toMatchObject({
      availableBeds: 6,
      isApproved: true,
    });

    // 7. Favourites stored on the device, fetched with limit 0.
    const favIds = [service.id, list[0]?.id].filter(Boolean).join(',');
    const favs = await call(t, {
      method: 'GET',
      url: `/api/services?filter=_id,isApproved&_id=${favIds}&isApproved=true&limit=0`,
    });
    expect((favs.json() as { id: string }[]).map((s) => s.id).sort()).toEqual(
      favIds.split(',').sort(),
    );

    // 8. Manage services: the provider's own list with isShowAll.
    const manage = await call(t, {
      method: 'GET',
      url: `/api/services?filter=user,isShowAll&user=${provider.id}&isShowAll=true&sort=createdAt&direction=desc&limit=25`,
      token: provider.token,
    });
    expect((manage.json() as { id: string; userEmail: string }[])[0]).toMatchObject({
      id: service.id,
      userEmail: provider.email,
    });
  });
});
