import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Config } from '@server/config';
import { openDatabase } from './client';
import { appliedMigrationCount } from './migrate';
import { prepareDatabase, type PreparedDatabase } from './prepare';
import type { SeedLog, SeedResult } from './seed';

/** Set in the child that prepares a fresh database (see prepareThenOpen). */
export const PREPARE_ONLY = 'REFUGIO_PREPARE_ONLY';

/**
 * Whether the database has never been prepared: no PGlite data directory yet, or a PostgreSQL
 * database without drizzle's migrations table.
 */
async function isFresh(config: Config): Promise<boolean> {
  if (!config.DATABASE_URL) return !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    return (await appliedMigrationCount(handle).catch(() => 0)) === 0;
  } finally {
    await handle.close();
  }
}

/** In the child: prepares, hands the seed result to the parent, exits. */
export async function prepareOnly(config: Config, log?: SeedLog): Promise<never> {
  const { handle, seed } = await prepareDatabase(config, log);
  await handle.close();
  // Run by hand (no parent listening), it just prepares.
  const send = process.send?.bind(process);
  if (send)
    await new Promise<void>((resolve, reject) =>
      send(seed, (error: Error | null) => (error ? reject(error) : resolve())),
    );
  process.exit(0);
}

async function prepareInChild(entry: string): Promise<SeedResult> {
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, [PREPARE_ONLY]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seed: SeedResult | null = null;
  child.on('message', (message) => (seed = message as SeedResult));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0 || !seed) throw new Error(`preparing the database failed (exit code ${code})`);
  return seed;
}

/**
 * Opens the database, migrated and seeded. A first start's preparation (every migration, the
 * gazetteer of ~40,000 places, the demo) runs in a child process of its own (`entry` run again
 * with PREPARE_ONLY set): what it takes — PGlite's WebAssembly memory, which never shrinks, and
 * the seed's garbage — goes back to the system when the child exits, so the server that stays
 * holds what a restarted one does (docs/architecture.md, "Memory"). Later starts prepare
 * in-process, where there is little left to do.
 */
export async function prepareThenOpen(
  config: Config,
  entry: string,
  log?: SeedLog,
): Promise<PreparedDatabase> {
  if (!(await isFresh(config))) return prepareDatabase(config, log);
  const seed = await prepareInChild(entry);
  const prepared = await prepareDatabase(config, log);
  return { handle: prepared.handle, seed };
}
