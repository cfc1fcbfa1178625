import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';
import { queryRows } from './raw';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the one migration folder with drizzle's runtime migrator (docs/spec/stack-notes.md G13). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations this build ships, in order. */
export function shippedMigrations(): string[] {
  const journal = JSON.parse(
    readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as Journal;
  return journal.entries.map((e) => e.tag);
}

/** How many migrations the database has applied (its schema version). */
export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}
