import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pLimit from 'p-limit';
import pg from 'pg';
import * as schema from './schema';

/** One drizzle type for both drivers, so queries never see a union (docs/spec/stack-notes.md §3). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs work (a few statements) in the paced lane: statements that anyone may send in numbers and
   * that cost more than a lookup by key (the public place search, attachment chunks) go through it,
   * so they never fill the database's queue. On PGlite, which runs one statement at a time for the
   * whole process, one paced job runs at a time: any other request waits for at most one of them
   * (docs/architecture.md, "Paced statements"). On PostgreSQL, half the pool.
   */
  paced<T>(work: () => Promise<T>): Promise<T>;
  /** Runs fn while holding a cluster-wide lock, so several instances never migrate or seed at once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a gzip tarball (test templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dump (tests); written into dataDir when that is persisted. */
  loadDataDir?: Blob;
  /** PGlite only: keep the database in memory (also when dataDir is ''). */
  inMemory?: boolean;
}

const STARTUP_LOCK = 74_214_001;
const POOL_SIZE = 10;
/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which never
 * shrinks: once filled (the first start's seeding reads every table) it stayed resident for the
 * life of the process. 32 MB holds the hot pages of a city's listings; the rest is read through
 * the operating system's page cache (docs/architecture.md, "Memory").
 */
const PGLITE_SHARED_BUFFERS = '32MB';
const extensions = { cube, earthdistance, pg_trgm };
const casing = 'snake_case' as const;

function pacedLane(concurrency: number): DatabaseHandle['paced'] {
  const limit = pLimit(concurrency);
  // Each job starts after a turn of the event loop: a finished job hands its slot to the next in a
  // microtask, and PGlite runs a statement synchronously, so queued jobs would otherwise run back
  // to back without the process reading a single new request in between.
  return (work) =>
    limit(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return work();
    });
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (!options.inMemory && options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    extensions,
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema, casing }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    paced: pacedLane(1),
    // PGlite is one process and one connection: nothing else can run start-up at the same time.
    withStartupLock: (fn) => fn(),
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle client that errors (e.g. the server restarts) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    paced: pacedLane(POOL_SIZE / 2),
    async withStartupLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lockClient
          .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
