import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { eq } from 'drizzle-orm';
import { shippedMigrations } from '@server/db/migrate';
import { services } from '@server/db/schema';

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports ok, the database kind and the schema version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: kind,
      schemaVersion: shippedMigrations().length,
      expectedSchemaVersion: shippedMigrations().length,
      demoData: true,
    });
  });

  it('says when the database holds no demo listings', async () => {
    await t.database.db.delete(services).where(eq(services.isDemo, true));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', demoData: false });
  });
});

describe('PostgreSQL availability', () => {
  it.skipIf(databaseKinds.includes('postgres'))(
    'SKIPPED: the API tests ran on PGlite only (no TEST_DATABASE_URL)',
    () => {
      expect(databaseKinds).toEqual(['pglite']);
    },
  );
  it.runIf(databaseKinds.includes('postgres'))('runs the API tests on PostgreSQL too', () => {
    expect(databaseKinds).toContain('postgres');
  });
});
