// `npm run bench:api`: requests per second, p50 and p99 of /api/health, the near-me service list
// (limit 100) and its count, against a real listening server with 20,000 services, on PGlite and —
// when TEST_DATABASE_URL is set (`node scripts/with-postgres.mjs npx tsx scripts/bench-api.ts`) —
// on PostgreSQL. Goal: near-me ≥ 40 % of health's req/s and p99 ≤ 50 ms on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/raw';
import { prepareDatabase } from '../src/server/db/prepare';
import { benchConfig, fillServices, TOTAL } from './lib/bench-services';

const WARM_UP_S = 2;
const DURATION_S = 8;
const CONNECTIONS = 10;
const DENVER = '-104.99%7C39.74';
const NEAR_ME =
  `filter=isApproved,nearCoordinate,currentCoordinate&isApproved=true` +
  `&nearCoordinate=${DENVER}&currentCoordinate=${DENVER}&limit=100`;
// Guests' list answers are cached by URL and sync cursor (routes/services/list-cache.ts), so the
// fixed near-me URL measures the cached path; `[<id>]` (autocannon's idReplacement) makes each URL
// of the "uncached" rows unique, which measures the database path every request.
const ROUTES = {
  health: '/api/health',
  'near-me list': `/api/services?${NEAR_ME}`,
  'near-me count': `/api/services/count?${NEAR_ME}`,
  'list uncached': `/api/services?${NEAR_ME}&nocache=[<id>]`,
  'count uncached': `/api/services/count?${NEAR_ME}&nocache=[<id>]`,
};

async function explainNearMe(db: Database): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN SELECT id FROM services WHERE is_approved
        AND NOT (close_schedules @> '[{"type":"PERMANENTLY_CLOSED"}]'::jsonb)
        ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(39.74::float8, -104.99::float8) LIMIT 100`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

interface Numbers {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Numbers> {
  // One worker thread makes the load, so it does not share the server's event loop.
  // As a browser asks: the answers come compressed (the cached ones from the cache).
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const options = { url, headers, connections: CONNECTIONS, workers: 1, idReplacement: true };
  await autocannon({ ...options, duration: WARM_UP_S });
  const r = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

async function createPgDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `refugio_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-api-'));
  const databaseUrl =
    kind === 'postgres' ? await createPgDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const config = benchConfig(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const started = performance.now();
  const { handle } = await prepareDatabase(config);
  await fillServices(handle.db, config);
  console.log(
    `\n[${kind}] ${TOTAL} services ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const plan = await explainNearMe(handle.db);
  console.log(
    `[${kind}] near-me plan uses services_earth_gist: ${plan.includes('services_earth_gist')}`,
  );
  const app = await buildApp({ config, database: handle, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const results: Record<string, Numbers> = {};
    const routes = Object.entries(ROUTES).filter(
      ([name]) => !onlyRoutes || name === 'health' || onlyRoutes.includes(name),
    );
    for (const [name, route] of routes) {
      results[name] = await measure(`${address}${route}`);
      const r = results[name]!;
      console.log(
        `[${kind}] ${name.padEnd(15)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ''}`,
      );
    }
    const ratio = (name: string) =>
      results[name] ? `${((results[name].rps / results.health!.rps) * 100).toFixed(0)} %` : '-';
    console.log(
      `[${kind}] near-me list / health: ${ratio('near-me list')} (uncached ${ratio('list uncached')})`,
    );
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_DATABASES=postgres skips PGlite (its seeding takes a minute or more); BENCH_ROUTES names
// the rows to measure besides health (e.g. BENCH_ROUTES='list uncached').
const only = process.env.BENCH_DATABASES?.split(',');
const onlyRoutes = process.env.BENCH_ROUTES?.split(',');
if (!only || only.includes('pglite')) await benchOne('pglite');
if (process.env.TEST_DATABASE_URL && (!only || only.includes('postgres')))
  await benchOne('postgres');
else console.log('\n(PostgreSQL skipped: run via node scripts/with-postgres.mjs to include it)');
