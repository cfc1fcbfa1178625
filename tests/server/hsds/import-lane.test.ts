import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { services } from '@server/db/schema';
import { importHsds } from '@server/services/hsds/import';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';
import { legacyTables, writeLegacyPackage } from './legacy-package';

/** The legacy package plus `extra` plain services with coordinates (ids 1001…). */
function largerPackage(extra: number) {
  const tables = legacyTables();
  for (let i = 1; i <= extra; i += 1) {
    const id = String(1000 + i);
    tables['services']!.push([id, '10', `Extra ${i}`, 'Help.', '', '', 'active', '']);
    tables['locations']!.push([`2${id}`, '10', `Site ${i}`, '39.74', '-104.99']);
    tables['services_at_location']!.push([`3${id}`, id, `2${id}`]);
  }
  return writeLegacyPackage(tables);
}

// An import on the embedded database must not hold it for long (docs/architecture.md "Paced
// statements"): its database work goes through the lane it is given, in short pieces, one at a time.
describe.each(databaseKinds)('an HSDS import through the paced lane (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('writes at most 10 listings per piece of work, never two pieces at once', async () => {
    let running = 0;
    let overlapped = false;
    let pieces = 0;
    const lane = async <T>(work: () => Promise<T>): Promise<T> => {
      pieces += 1;
      running += 1;
      if (running > 1) overlapped = true;
      try {
        return await database.paced(work);
      } finally {
        running -= 1;
      }
    };
    const report = await importHsds(database.db, largerPackage(45), {
      source: `lane-${kind}`,
      dryRun: false,
      approve: true,
      fallbackZone: 'America/Denver',
      translating: false,
      lane,
    });
    expect(report.services.created).toBe(49);
    const rows = await database.db
      .select()
      .from(services)
      .where(eq(services.source, `lane-${kind}`));
    expect(rows).toHaveLength(49);
    // 49 listings: 5 write transactions and 5 placing rounds of ≤ 10, plus 2 lookups.
    expect(pieces).toBeGreaterThanOrEqual(12);
    expect(overlapped).toBe(false);
  });
});
