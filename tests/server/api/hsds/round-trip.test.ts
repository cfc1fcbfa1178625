import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@server/db/schema';
import { importHsds } from '@server/services/hsds/import';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { call, createService, serviceBody, shelterBody } from '../services/helpers';

const COMPARED = [
  'id',
  'name',
  'description',
  'descriptionEs',
  'serviceSummary',
  'serviceSummaryEs',
  'type',
  'category',
  'age',
  'ageEs',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'lat',
  'lng',
  'timeZone',
  'phone',
  'contactEmail',
  'website',
  'schedules',
  'closeSchedules',
  'isContact',
  'isLowBarrier',
  'isAllowedPet',
  'totalBeds',
  'availableBeds',
  'isApproved',
] as const;

describe.each(databaseKinds)('HSDS export and import round trip on %s', (kind) => {
  let from: TestApp;
  let to: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    [from, to] = await Promise.all([buildTestApp(kind), buildTestApp(kind)]);
    admin = await createUser(from.database.db, {
      email: 'export.admin@test.test',
      roles: ['ADMINISTRATOR'],
    });
  });
  afterAll(async () => {
    await Promise.all([from.close(), to.close()]);
  });

  it('gives back the same listings in an empty install', async () => {
    const made = [
      await createService(
        from,
        admin.token,
        shelterBody({
          name: 'Round Trip Shelter',
          schedules: [{ type: 'FULL_DAY' }],
          closeSchedules: [
            {
              type: 'MONTHLY',
              day: 'TUESDAY',
              period: 'SECOND',
              startTime: '10:00 AM',
              endTime: '2:00 PM',
            },
          ],
          descriptionEs: 'Camas para la noche.',
          serviceSummaryEs: 'Refugio de emergencia',
          isLowBarrier: true,
          isAllowedPet: true,
        }),
      ),
      await createService(
        from,
        admin.token,
        serviceBody({
          name: 'Round Trip Kitchen, "Westside"',
          description: 'Meals,\nwith a second line.',
          serviceSummary: 'Meals, Food Pantry',
          category: ['WOMEN', 'KIDS'],
          address1: '200 N Spring St',
          city: 'Los Angeles',
          state: 'CA',
          zip: '90012',
          location: { type: 'Point', coordinates: [-118.2428, 34.0537] },
          phone: '(213) 555-0199',
          website: 'https://kitchen.example',
          schedules: [
            { type: 'WEEKLY', day: 'FRIDAY', startTime: '8:00 PM', endTime: '6:00 AM' },
            {
              type: 'MONTHLY',
              day: 'SATURDAY',
              period: 'LAST',
              startTime: '9:00 AM',
              endTime: '11:59 PM',
            },
            {
              type: 'DATE_RANGE',
              startDate: '12/20/2026',
              endDate: '12/24/2026',
              startTime: '10:00 AM',
              endTime: '4:00 PM',
            },
          ],
          closeSchedules: [{ type: 'DATE_RANGE', startDate: '12/25/2026', endDate: '12/25/2026' }],
        }),
      ),
    ];
    const res = await call(from, {
      method: 'GET',
      url: '/api/hsds/export.zip',
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'round-trip-')), 'export.zip');
    writeFileSync(file, res.rawPayload);

    await to.database.db.delete(services);
    const report = await importHsds(to.database.db, file, {
      source: 'refugio-export',
      dryRun: false,
      approve: true,
      fallbackZone: 'America/New_York',
      translating: false,
    });
    expect(report.problems).toEqual([]);
    expect(report.services).toMatchObject({ updated: 0, unchanged: 0, skipped: 0 });
    expect(report.services.created).toBeGreaterThanOrEqual(made.length);
    for (const original of made) {
      const [before] = await from.database.db
        .select()
        .from(services)
        .where(eq(services.id, original.id));
      const [after] = await to.database.db
        .select()
        .from(services)
        .where(eq(services.id, original.id));
      expect(after).toBeDefined();
      const pick = (row: typeof before) => Object.fromEntries(COMPARED.map((k) => [k, row?.[k]]));
      expect(pick(after)).toEqual(pick(before));
    }
  });

  it('is for administrators only', async () => {
    const res = await call(from, { method: 'GET', url: '/api/hsds/export.zip' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });
});
