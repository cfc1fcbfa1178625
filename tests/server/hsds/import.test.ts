import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { services } from '@server/db/schema';
import { importHsds, type ImportOptions } from '@server/services/hsds/import';
import { NotHsdsError } from '@server/services/hsds/package-reader';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';
import { HSDS_FIXTURES } from '@tests/helpers/hsds-schemas';
import { legacyTables, writeLegacyPackage } from './legacy-package';

const options = (source: string, extra: Partial<ImportOptions> = {}): ImportOptions => ({
  source,
  dryRun: false,
  approve: true,
  fallbackZone: 'America/New_York',
  translating: false,
  ...extra,
});

describe.each(databaseKinds)('HSDS import on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const bySource = (source: string) =>
    database.db.select().from(services).where(eq(services.source, source));
  const one = async (source: string, sourceId: string) =>
    (await bySource(source)).find((r) => r.sourceId === sourceId);

  it('imports a 1.x package with real export defects, each defect a report line, nothing else lost', async () => {
    const report = await importHsds(database.db, writeLegacyPackage(), options('legacy'));
    expect(report.services).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 1, gone: 0 });
    expect(report.locations).toEqual({ exact: 2, approximate: 1, missing: 1 });
    expect(report.schedules).toEqual({ entries: 5, unreadable: 1 });
    expect(report.taxonomy.unmapped).toEqual([{ term: 'ZZ-9999 Mystery Services', services: 1 }]);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { file: 'services.csv', row: 4, id: null, reason: 'empty id' },
        { file: 'services.csv', row: 3, id: '102', reason: 'organization 999 not found' },
        { file: 'services.csv', row: 6, id: '104', reason: 'no location' },
      ]),
    );
    expect(report.problems).toHaveLength(3);

    const kitchen = await one('legacy', '101');
    expect(kitchen).toMatchObject({
      name: 'Legacy Kitchen',
      description: 'Hot meals every day.\n\nFees: Free\n\nLanguages: Spanish',
      type: ['FOOD'],
      serviceSummary: 'Meals',
      age: 'Adults 18+',
      phone: '(303) 555-0101',
      website: 'https://dfn.example',
      lat: 39.7392,
      lng: -104.9903,
      timeZone: 'America/Denver',
      isApproved: true,
      locationApproximate: false,
      isContact: false,
    });
    expect(kitchen?.schedules).toEqual([
      { type: 'WEEKLY', day: 'MONDAY', startTime: '9:00 AM', endTime: '7:30 PM' },
      { type: 'WEEKLY', day: 'FRIDAY', startTime: '6:00 PM', endTime: '11:59 PM' },
    ]);
    expect(kitchen?.closeSchedules).toEqual([
      { type: 'DATE_RANGE', startDate: '12/25/2026', endDate: '12/25/2026' },
    ]);
    expect(kitchen?.searchText).toContain('legacy kitchen');

    const pantry = await one('legacy', '102');
    expect(pantry).toMatchObject({
      type: ['FOOD'],
      serviceSummary: 'Food Pantry',
      hoursText: 'Tuesday whenever–later',
      isContact: true,
    });
    const shelter = await one('legacy', '103');
    expect(shelter).toMatchObject({
      type: ['SHELTER'],
      serviceSummary: 'Emergency Shelter',
      locationApproximate: true,
      isApproved: true,
    });
    expect(shelter?.schedules).toEqual([
      { type: 'WEEKLY', day: 'SATURDAY', startTime: '8:00 PM', endTime: '7:00 AM' },
    ]);
    const clinic = await one('legacy', '104');
    expect(clinic).toMatchObject({ isApproved: false, comment: 'no location' });
  });

  it('re-imports the same package without changing anything, and updates a changed row in place', async () => {
    const before = await bySource('legacy');
    const again = await importHsds(database.db, writeLegacyPackage(), options('legacy'));
    expect(again.services).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    const after = await bySource('legacy');
    expect(after.map((r) => [r.id, r.rev]).sort()).toEqual(before.map((r) => [r.id, r.rev]).sort());

    const changed = await importHsds(
      database.db,
      writeLegacyPackage(legacyTables({ kitchenName: 'Legacy Kitchen Renamed' })),
      options('legacy'),
    );
    expect(changed.services).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const kitchen = await one('legacy', '101');
    expect(kitchen?.name).toBe('Legacy Kitchen Renamed');
    expect(kitchen?.id).toBe(before.find((r) => r.sourceId === '101')?.id);
  });

  it('reports a listing gone from the source and unpublishes it only when asked', async () => {
    const tables = legacyTables();
    tables['services'] = (tables['services'] ?? []).filter((r) => r[0] !== '103');
    const kept = await importHsds(database.db, writeLegacyPackage(tables), options('legacy'));
    expect(kept.services.gone).toBe(1);
    expect(kept.problems).toContainEqual({
      file: '',
      row: null,
      id: '103',
      reason: 'gone from the source',
    });
    expect((await one('legacy', '103'))?.isApproved).toBe(true);
    await importHsds(
      database.db,
      writeLegacyPackage(tables),
      options('legacy', { unpublishGone: true }),
    );
    expect(await one('legacy', '103')).toMatchObject({ isApproved: false });
  });

  it('writes nothing on a dry run, with the same report', async () => {
    const report = await importHsds(
      database.db,
      writeLegacyPackage(),
      options('dry', { dryRun: true }),
    );
    expect(report.services.created).toBe(4);
    expect(await bySource('dry')).toHaveLength(0);
  });

  it('imports the official HSDS 3.0 JSON example and the 3.0 CSV example alike', async () => {
    const inputs = [
      ['official-json', 'examples/service_full.json'],
      ['official-csv', 'examples/csv'],
    ] as const;
    for (const [source, file] of inputs) {
      const report = await importHsds(
        database.db,
        path.join(HSDS_FIXTURES, file),
        options(source, { approve: false }),
      );
      expect(report.services).toMatchObject({ created: 1, skipped: 0 });
      // The example's location says latitude 100, longitude 101 and a made-up postcode.
      expect(report.locations).toEqual({ exact: 0, approximate: 0, missing: 1 });
      expect(report.schedules).toEqual({ entries: 1, unreadable: 0 });
      const [row] = await bySource(source);
      expect(row).toMatchObject({
        id: 'ac148810-d857-441c-9679-408f346de14b',
        name: 'Community Counselling',
        address1: '1-30 Main Street',
        city: 'MyCity',
        isApproved: false,
      });
      expect(row?.schedules).toEqual([
        { type: 'WEEKLY', day: 'THURSDAY', startTime: '10:00 AM', endTime: '6:00 PM' },
        { type: 'WEEKLY', day: 'FRIDAY', startTime: '10:00 AM', endTime: '6:00 PM' },
      ]);
      // The same UUID from two sources: the second must not take the first one's listing.
      await database.db.delete(services).where(eq(services.source, source));
    }
  });

  it('refuses a file that is no HSDS at all before writing anything', async () => {
    const file = path.join(HSDS_FIXTURES, 'README.md');
    await expect(importHsds(database.db, file, options('junk'))).rejects.toBeInstanceOf(
      NotHsdsError,
    );
    await expect(
      importHsds(database.db, path.join(HSDS_FIXTURES, 'schema'), options('junk')),
    ).rejects.toBeInstanceOf(NotHsdsError);
    expect(await bySource('junk')).toHaveLength(0);
  });
});
