import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bedUpdates } from '@server/db/schema';
import type { Role } from '@shared/domain/enums';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, createService, shelterBody } from './helpers';

describe.each(databaseKinds)(
  'GET /api/services/beds and POST update-available-beds on %s',
  (kind) => {
    let t: TestApp;
    let n = 0;
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    const user = (roles: Role[]) =>
      createUser(t.database.db, { email: `beds.${n++}@test.test`, roles });
    const update = (token: string, items: Record<string, unknown>[]) =>
      call(t, {
        method: 'POST',
        url: '/api/services/update-available-beds',
        token,
        payload: { services: items },
      });
    const beds = (token: string) => call(t, { method: 'GET', url: '/api/services/beds', token });

    it("lists the caller's shelters with their beds, and every shelter for admins", async () => {
      const owner = await user(['USER']);
      const shelter = await createService(t, owner.token, shelterBody());
      await createService(t, owner.token);
      const mine = (await beds(owner.token)).json();
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: shelter.id, availableBeds: 4, totalBeds: 10 });
      expect(mine[0].bedsObservedAt).toEqual(expect.any(String));
      const admin = await user(['ADMINISTRATOR']);
      const all = (await beds(admin.token)).json() as { type: string[] }[];
      expect(all.length).toBeGreaterThan(1);
      expect(all.every((s) => s.type.includes('SHELTER'))).toBe(true);
    });

    it('updates the count, records who and when, and answers the current value', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      const res = await update(owner.token, [{ id: s.id, availableBeds: 7 }]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Updated available beds for all services',
        services: [{ id: s.id, accepted: true, availableBeds: 7, totalBeds: 10 }],
      });
      const log = await t.database.db
        .select()
        .from(bedUpdates)
        .where(eq(bedUpdates.serviceId, s.id));
      expect(log).toMatchObject([
        { availableBeds: 7, totalBeds: 10, userId: owner.id, accepted: true },
      ]);
    });

    it('accepts the original web body {id, total}', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      expect(
        (await update(owner.token, [{ id: s.id, total: 2 }])).json().services[0].availableBeds,
      ).toBe(2);
    });

    it('refuses more available beds than total with 400', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      const over = await update(owner.token, [{ id: s.id, availableBeds: 11 }]);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({
        code: 400,
        message: 'Available beds should be less than or equal to Total Beds',
        reason: 'VALIDATION_FAILED',
      });
      expect(
        (await update(owner.token, [{ id: s.id, availableBeds: 12, totalBeds: 11 }])).statusCode,
      ).toBe(400);
      expect((await update(owner.token, [{ id: s.id, availableBeds: -1 }])).statusCode).toBe(400);
      expect((await update(owner.token, [{ id: s.id, availableBeds: 'many' }])).statusCode).toBe(
        400,
      );
      expect(
        (await update(owner.token, [{ id: s.id, availableBeds: 12, totalBeds: 12 }])).statusCode,
      ).toBe(200);
    });

    it('records an older observation but keeps the newer value', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      const now = Date.now();
      const newer = new Date(now).toISOString();
      const older = new Date(now - 3_600_000).toISOString();
      await update(owner.token, [{ id: s.id, availableBeds: 5, observedAt: newer }]);
      const res = await update(owner.token, [{ id: s.id, availableBeds: 1, observedAt: older }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().services[0]).toMatchObject({
        accepted: false,
        availableBeds: 5,
        bedsObservedAt: newer,
      });
      const log = await t.database.db
        .select()
        .from(bedUpdates)
        .where(eq(bedUpdates.serviceId, s.id));
      expect(log.map((l) => l.accepted).sort()).toEqual([false, true]);
    });

    it('keeps the newest of many counts of one shelter that arrive at once, in any order', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      // Counted after the shelter was saved (its count then is the first observation), and
      // before they arrive; count i was made i × 10 ms after `start`, sent in a shuffled order.
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const counts = [5, 9, 2, 0, 7, 3, 8, 1, 6, 4].map((i) => ({
        id: s.id,
        availableBeds: i,
        observedAt: new Date(start + (i + 1) * 10).toISOString(),
      }));
      const answers = await Promise.all(counts.map((c) => update(owner.token, [c])));
      expect(answers.map((a) => a.statusCode)).toEqual(counts.map(() => 200));
      const after = (await beds(owner.token)).json().find((b: { id: string }) => b.id === s.id);
      expect(after).toMatchObject({
        availableBeds: 9,
        bedsObservedAt: new Date(start + 100).toISOString(),
      });
    });

    it('takes a count from a clock that runs ahead as made on arrival', async () => {
      const owner = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      const ahead = new Date(Date.now() + 3_600_000).toISOString();
      const first = await update(owner.token, [{ id: s.id, availableBeds: 9, observedAt: ahead }]);
      expect(Date.parse(first.json().services[0].bedsObservedAt)).toBeLessThanOrEqual(Date.now());
      // So a correct count made a moment later still wins.
      const later = await update(owner.token, [{ id: s.id, availableBeds: 2 }]);
      expect(later.json().services[0]).toMatchObject({ accepted: true, availableBeds: 2 });
    });

    it('never un-approves: an approved shelter stays approved after a bed update', async () => {
      const su = await user(['SUPER USER']);
      const s = await createService(t, su.token, shelterBody());
      expect(s.isApproved).toBe(true);
      await update(su.token, [{ id: s.id, availableBeds: 3 }]);
      const after = (await call(t, { method: 'GET', url: `/api/services/${s.id}` })).json();
      expect(after).toMatchObject({ isApproved: true, availableBeds: 3 });
    });

    it("refuses another user's shelter (403), unknown ids (404) and volunteers (403)", async () => {
      const owner = await user(['USER']);
      const other = await user(['USER']);
      const s = await createService(t, owner.token, shelterBody());
      expect((await update(other.token, [{ id: s.id, availableBeds: 1 }])).statusCode).toBe(403);
      expect((await update(owner.token, [{ id: 'nope', availableBeds: 1 }])).statusCode).toBe(404);
      const food = await createService(t, owner.token);
      expect((await update(owner.token, [{ id: food.id, availableBeds: 1 }])).statusCode).toBe(404);
      const volunteer = await user(['VOLUNTEER']);
      expect((await beds(volunteer.token)).statusCode).toBe(403);
      const admin = await user(['ADMINISTRATOR']);
      expect((await update(admin.token, [{ id: s.id, availableBeds: 2 }])).statusCode).toBe(200);
    });
  },
);
