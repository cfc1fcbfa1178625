import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { seedDatabase } from '@server/db/seed';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated and seeded PGlite dump (docs/spec/stack-notes.md G11: first boot is slow). */
    pgliteTemplate: string;
    /** URL of a migrated and seeded PostgreSQL template database, or '' when there is none. */
    pgTemplateUrl: string;
  }
}

const TEMPLATE_DB = 'refugio_template';
// What the templates' content depends on: schema, migrations, seed data and the code they use.
const INPUTS = [
  'src/server/db/schema',
  'src/server/db/migrations',
  'src/server/db/seed',
  'src/server/db/queries/sync.ts',
  'src/shared/domain',
  'src/shared/schedule/types.ts',
  'src/server/services/geo',
  'src/server/services/auth/password.ts',
  'package-lock.json',
];

function fingerprint(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const f of readdirSync(p).sort()) walk(path.join(p, f));
    } else {
      hash.update(p).update(readFileSync(p));
    }
  };
  INPUTS.forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const dir = path.resolve('.tmp/templates');
  const name = `pglite-${fingerprint()}.tar`;
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  // The dumps of older schemas or seeds (about 100 MB each) are never read again; a run at the
  // same time may be writing a .partial one.
  const stale = (f: string) => f.startsWith('pglite-') && f !== name && !f.endsWith('.partial');
  for (const old of readdirSync(dir).filter(stale)) {
    rmSync(path.join(dir, old), { force: true });
  }
  const handle = await openDatabase({ dataDir: '', inMemory: true });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, testConfig());
  const dump = await handle.dump!();
  // Kept as a plain tar: every test file loads it (about a hundred per pass), and un-gzipping
  // ~96 MB took each load about 0.5 s of CPU (docs/testing.md "Database templates").
  const tar = gunzipSync(Buffer.from(await dump.arrayBuffer()));
  // Written aside and renamed: a second vitest run at the same time (npm test runs the Node 24
  // pass beside the Node 20 one, docs/testing.md) never reads a half-written dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tar);
  renameSync(partial, file);
  await handle.close();
  return file;
}

async function postgresTemplate(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, testConfig());
  await handle.close();
  return url.toString();
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const [pglite, pgUrl] = await Promise.all([
    pgliteTemplate(),
    baseUrl ? postgresTemplate(baseUrl) : Promise.resolve(''),
  ]);
  project.provide('pgliteTemplate', pglite);
  project.provide('pgTemplateUrl', pgUrl);
}
