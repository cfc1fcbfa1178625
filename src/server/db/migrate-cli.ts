import { loadConfig } from '@server/config';
import { openDatabase } from './client';
import { appliedMigrationCount, migrateDatabase } from './migrate';

// `npm run db:migrate`: applies the migrations to the configured database and says where it stands.
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await handle.withStartupLock(() => migrateDatabase(handle));
  console.log(`${handle.kind}: ${await appliedMigrationCount(handle)} migrations applied`);
} finally {
  await handle.close();
}
