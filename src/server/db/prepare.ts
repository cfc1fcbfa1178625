import type { Config } from '@server/config';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase, type SeedLog, type SeedResult } from './seed';

export interface PreparedDatabase {
  handle: DatabaseHandle;
  seed: SeedResult;
}

/** Opens the configured database, migrates it and seeds what is missing, under the start-up lock. */
export async function prepareDatabase(config: Config, log?: SeedLog): Promise<PreparedDatabase> {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const seed = await handle.withStartupLock(async () => {
      await migrateDatabase(handle);
      return seedDatabase(handle.db, config, log);
    });
    return { handle, seed };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
