// `npm run bench:memory`: the resident memory (RSS) of the one server process, as production runs
// it (`node build/server/server.mjs`), at idle after its first start (an empty database: migrate,
// seed the gazetteer and the demo) and after 1,000 mixed requests. On the embedded database by
// default; on PostgreSQL too when TEST_DATABASE_URL names a cluster (a fresh database is created
// there): `node scripts/with-postgres.mjs npm run bench:memory`. Goals (docs/architecture.md "Memory"):
// ≤ 300 MB on PGlite, ≤ 150 MB on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { memoryOf as memoryInBytes } from './lib/bench-process';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';

const SETTLE_MS = 15_000;
const REQUESTS = 1_000;
const CONCURRENCY = 8;

const MB = 1024 * 1024;
/** RSS now and its high-water mark, in MB (scripts/lib/bench-process.ts reads /proc). */
function memoryOf(pid: number) {
  const { rss, hwm } = memoryInBytes(pid);
  return { rss: rss / MB, peak: hwm / MB };
}

function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [SERVER_ENTRY], {
      // Each request names its own client (X-Forwarded-For below), so the per-client rate limit of
      // the place search does not turn part of the mix into 429s.
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port && /Refugio is ready/.test(out))
        resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready`)),
    );
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A mix of what phones and managers ask: lists near a place, details, sync pages, lookups. */
async function mixedRequests(base: string): Promise<number> {
  const cities = [
    '-104.99|39.74',
    '-118.24|34.05',
    '-87.63|41.88',
    '-74.0|40.71',
    '-95.37|29.76',
    '-122.33|47.61',
  ];
  const list = await json<{ id: string }[]>(`${base}/api/services?limit=200`);
  const ids = list.map((s) => s.id);
  const requests: (() => Promise<Response>)[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const client = { 'x-forwarded-for': `10.7.${Math.floor(i / 250)}.${i % 250}` };
    const fetch = (url: string, init: RequestInit = {}) =>
      globalThis.fetch(url, { ...init, headers: { ...client, ...init.headers } });
    const at = encodeURIComponent(cities[i % cities.length]!);
    const near = `filter=isApproved,nearCoordinate&isApproved=true&nearCoordinate=${at}`;
    const kinds = [
      () => fetch(`${base}/api/services?${near}&limit=50&skip=${(i * 7) % 100}`),
      () => fetch(`${base}/api/services/count?${near}`),
      () => fetch(`${base}/api/services/${ids[i % ids.length]}`),
      () => fetch(`${base}/api/sync/changes?since=${i % 3 === 0 ? 0 : 400}&limit=500`),
      () => fetch(`${base}/api/crisis-lines`),
      () =>
        fetch(`${base}/api/services/search-city-or-zip`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyword: ['den', 'chicago', '80202', 'seat', 'mia'][i % 5] }),
        }),
      () => fetch(`${base}/api/health`),
    ];
    requests.push(kinds[i % kinds.length]!);
  }
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const response = await requests[next++]!();
        await response.arrayBuffer();
        if (!response.ok) failures++;
      }
    }),
  );
  return failures;
}

async function run(label: string, env: Record<string, string>) {
  const startedAt = Date.now();
  const { child, base } = await start(env);
  const startMs = Date.now() - startedAt;
  try {
    await sleep(SETTLE_MS);
    const idle = memoryOf(child.pid!);
    const failures = await mixedRequests(base);
    await sleep(SETTLE_MS);
    const after = memoryOf(child.pid!);
    console.log(
      `${label.padEnd(10)} first start ${(startMs / 1000).toFixed(1)} s | idle RSS ${idle.rss.toFixed(0)} MB` +
        ` | after ${REQUESTS} requests ${after.rss.toFixed(0)} MB (peak ${after.peak.toFixed(0)} MB)` +
        (failures ? ` | ${failures} requests failed` : ''),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await ensureServerBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-memory-'));
try {
  await run('PGlite', { DATA_DIR: dataDir });
  const clusterUrl = process.env.TEST_DATABASE_URL;
  if (clusterUrl) {
    const name = `refugio_bench_memory_${Date.now()}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(clusterUrl);
      url.pathname = `/${name}`;
      await run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL (node scripts/with-postgres.mjs …)');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
