// `npm run bench:place-search`: p50 and p95 of the place search (POST
// /api/services/search-city-or-zip and the crisis-line area geocoding: findCities / findZips) on
// the full seeded gazetteer, for ordinary keywords and for 100-character ones, on PGlite and —
// when TEST_DATABASE_URL is set (`node scripts/with-postgres.mjs npm run bench:place-search`) or
// DATABASE_URL names a database — on PostgreSQL. Goal (docs/architecture.md "The place search"): p95 ≤ 20 ms for any keyword.
// The query functions are timed directly, one call at a time, as PGlite runs them: what a call
// costs is how long it holds the database for everyone else.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findCities, findZips } from '../src/server/db/queries/gazetteer';
import { prepareDatabase } from '../src/server/db/prepare';
import { benchConfig } from './lib/bench-services';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
/** 100 characters of letter-and-space soup: the probe's keyword, a new one per call. */
function longKeyword(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz      ';
  let text = '';
  while (text.length < 100) text += letters[Math.floor(random() * letters.length)];
  return text;
}

const KEYWORDS: Record<string, () => string> = {
  'ordinary: "Denver"': () => 'Denver',
  'ordinary: "san"': () => 'san',
  'ordinary: "a"': () => 'a',
  'ordinary: "york" (a later word)': () => 'york',
  'misspelt: "Denvr co"': () => 'Denvr co',
  'misspelt: "sn francsco"': () => 'sn francsco',
  'no match: "qqqq"': () => 'qqqq',
  'ZIP: "8020"': () => '8020',
  '100 chars: "aaa…a"': () => 'a'.repeat(100),
  '100 chars: "Denver CO …"': () => `Denver CO ${'x'.repeat(90)}`,
  '100 chars: random words': longKeyword,
  // bench:abuse's keyword: its words start like hundreds of cities, so all 300 candidates are scored.
  '100 chars: "Springfield Lakewood …"': () => 'Springfield Lakewood '.repeat(5).slice(0, 100),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function benchOne(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-place-'));
  const config = benchConfig(dataDir, {
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const started = performance.now();
  const { handle } = await prepareDatabase(config);
  console.log(
    `\n[${kind}] gazetteer ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} calls per keyword`,
  );
  try {
    const all: number[] = [];
    for (const [name, keyword] of Object.entries(KEYWORDS)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const text = keyword();
        const t0 = performance.now();
        if (/^\d{1,5}$/.test(text)) await findZips(handle.db, text);
        else await findCities(handle.db, text);
        // The first calls warm caches and plans: not counted.
        if (i >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `[${kind}] ${name.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `[${kind}] ${'every keyword'.padEnd(32)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms  max ${all.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function createPgDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `refugio_bench_place_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
    },
  };
}

// BENCH_DATABASES=postgres skips PGlite (its first seeding takes a while).
const only = process.env.BENCH_DATABASES?.split(',');
if (!only || only.includes('pglite')) await benchOne('pglite');
if (process.env.DATABASE_URL && (!only || only.includes('postgres'))) {
  await benchOne('postgres', process.env.DATABASE_URL);
} else if (process.env.TEST_DATABASE_URL && (!only || only.includes('postgres'))) {
  const database = await createPgDatabase(process.env.TEST_DATABASE_URL);
  try {
    await benchOne('postgres', database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log(
    '\n(PostgreSQL skipped: set DATABASE_URL, or run via node scripts/with-postgres.mjs)',
  );
}
