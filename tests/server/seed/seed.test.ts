import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { countries, services, users } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { formatReport, seedReport, type SeedReport } from '@server/db/seed/report';
import { verifyPassword } from '@server/services/auth/password';
import { SERVICE_TYPES } from '@shared/domain/enums';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';
import { TEST_ADMIN, testConfig } from '@tests/helpers/test-config';

const SCHEDULE_TYPES = ['WEEKLY', 'MONTHLY', 'DATE_RANGE', 'FULL_DAY'];
const CLOSURE_TYPES = ['WEEKLY', 'MONTHLY', 'DATE_RANGE', 'PERMANENTLY_CLOSED'];

describe.each(databaseKinds)('the seeded database on %s', (kind) => {
  let handle: DatabaseHandle;
  let report: SeedReport;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    report = await seedReport(handle.db);
  });
  afterAll(() => handle.close());

  it('has at least 400 demo services over at least 6 cities', () => {
    expect(report.services).toBeGreaterThanOrEqual(400);
    expect(report.demo).toBe(report.services);
    expect(Object.keys(report.byCity).length).toBeGreaterThanOrEqual(6);
    for (const n of Object.values(report.byCity)) expect(n).toBeGreaterThanOrEqual(40);
  });

  it('covers all five types', () => {
    for (const type of SERVICE_TYPES) expect(report.byType[type]).toBeGreaterThan(10);
  });

  it('covers every schedule and closed-day type', () => {
    for (const t of SCHEDULE_TYPES) expect(report.bySchedule[t]).toBeGreaterThan(0);
    for (const t of CLOSURE_TYPES) expect(report.byClosure[t]).toBeGreaterThan(0);
    expect(report.contactOnly).toBeGreaterThan(0);
  });

  it('has shelters with beds, critical headers, crisis lines, pages and the FAQ', () => {
    expect(report.shelters.withBeds).toBeGreaterThan(10);
    expect(report.shelters.availableBeds).toBeLessThanOrEqual(report.shelters.totalBeds);
    expect(report.criticalHeaders).toBeGreaterThanOrEqual(3);
    expect(report.crisisLines).toBeGreaterThanOrEqual(8);
    expect(report.staticPages).toEqual(['ABOUT', 'FAQ', 'PRIVACY', 'TERMS']);
    expect(report.faqs).toBeGreaterThan(5);
  });

  it('has the US gazetteer and about 250 countries with the United States and Canada first', async () => {
    expect(report.zips).toBeGreaterThan(40_000);
    expect(report.cities).toBeGreaterThan(15_000);
    expect(report.countries).toBeGreaterThanOrEqual(240);
    const first = await handle.db
      .select()
      .from(countries)
      .orderBy(asc(countries.sortOrder))
      .limit(2);
    expect(first.map((c) => [c.code, c.name, c.nameEs])).toEqual([
      ['US', 'United States', 'Estados Unidos'],
      ['CA', 'Canada', 'Canadá'],
    ]);
  });

  it('gives every service the time zone of its coordinates', async () => {
    const rows = await handle.db
      .select({ city: services.city, timeZone: services.timeZone })
      .from(services);
    const zones = new Map(rows.map((r) => [r.city, r.timeZone]));
    expect(zones.get('Denver')).toBe('America/Denver');
    for (const r of rows) expect(r.timeZone).toMatch(/^America\/|^Pacific\//);
  });

  it('creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD, with a hashed password', async () => {
    expect(report.administrators).toBe(1);
    const [admin] = await handle.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(admin?.roles).toContain('ADMINISTRATOR');
    const account = await handle.db.query.accounts.findFirst();
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account!.passwordHash!, TEST_ADMIN.password)).toBe(true);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const again = await seedDatabase(handle.db, testConfig());
    expect(again.steps).toEqual([]);
    expect(again.admin).toBeNull();
    expect(await seedReport(handle.db)).toEqual(report);
  });
});

describe('a first administrator without a configured password', () => {
  it('gets a random password that is returned once, never a fixed one', async () => {
    const handle = await openDatabase({ dataDir: '', inMemory: true });
    try {
      const { migrateDatabase } = await import('@server/db/migrate');
      await migrateDatabase(handle);
      const config = testConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'false' });
      const { seedAdmin } = await import('@server/db/seed/admin');
      const first = await seedAdmin(handle.db, config);
      expect(first?.email).toBe('admin@refugio.local');
      expect(first?.generatedPassword).toMatch(/^[\w-]{24}$/);
      expect(await seedAdmin(handle.db, config)).toBeNull();
    } finally {
      await handle.close();
    }
  });
});

describe('npm run db:seed -- --report', () => {
  it('prints counts per type, per city and per schedule type', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-seed-'));
    // Start from the template so the CLI does not pay PGlite's first boot (docs/spec/stack-notes.md G11).
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const h = await openDatabase({ dataDir: dir, loadDataDir: blob });
    await h.close();
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/server/db/seed/cli.ts', '--report'],
      {
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', ADMIN_EMAIL: TEST_ADMIN.email },
      },
    );
    expect(stdout).toMatch(/^services: \d{3,}/m);
    expect(stdout).toMatch(/^per type:\n {2}FOOD +\d+/m);
    expect(stdout).toMatch(/^per city:\n {2}\w/m);
    expect(stdout).toMatch(/^per schedule type:\n(?: {2}.*\n)* {2}MONTHLY +\d+/m);
    const h2 = await openTestDatabase('pglite');
    expect(stdout.trim()).toBe(formatReport(await seedReport(h2.db)));
    await h2.close();
  }, 120_000);
});
