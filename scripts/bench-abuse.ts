// `npm run bench:abuse` (docs/architecture.md "The place search"; docs/architecture.md "Attachments"): the real server in its own process (PGlite by
// default, PostgreSQL when DATABASE_URL is set), 8 clients sending the place search with
// 100-character keywords and 4 clients uploading guest feedbacks with 3 × 5 MB attachments for
// BENCH_SECONDS (20), while /api/health is timed every ~50 ms. Prints health's p50/p99 beside its
// idle figure and the server process's RSS peak (VmHWM). Goal: p99 ≤ 100 ms, RSS ≤ 500 MB.
// BENCH_SEARCH=0 or BENCH_UPLOAD=0 leaves one load out, to see what each costs; BENCH_NODE_ARGS
// passes options to the measured server's node (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof');
// BENCH_PROBE times another path instead of /api/health (e.g. an unknown path, answered 404
// without the database: what the event loop alone makes a request wait).
// Each request carries its own X-Forwarded-For (the server runs with TRUST_PROXY), so the
// per-client rate limits of the feedback and the place search never turn the load into 429s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, memoryOf, percentile, waitReady } from './lib/bench-process';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SEARCHERS = process.env.BENCH_SEARCH === '0' ? 0 : 8;
const UPLOADERS = process.env.BENCH_UPLOAD === '0' ? 0 : 4;
const FILE_BYTES = 5 * 1024 * 1024 - 1024;
const HEALTH_EVERY_MS = 50;
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PROBE = process.env.BENCH_PROBE;
const IDLE_SAMPLES = 100;

let clientNo = 0;
/** A fresh client address per request (the server trusts X-Forwarded-For here). */
const nextClient = () => {
  clientNo += 1;
  return `10.${(clientNo >> 16) & 255}.${(clientNo >> 8) & 255}.${clientNo & 255}`;
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function timedHealth(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${PROBE ?? '/api/health'}`);
  await res.arrayBuffer();
  if (!res.ok && !PROBE) throw new Error(`health answered ${res.status}`);
  return performance.now() - started;
}

async function approvedServiceId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/services?filter=isApproved&isApproved=true&limit=1`);
  const [service] = (await res.json()) as { id: string }[];
  if (!service) throw new Error('no approved service to send feedback about');
  return service.id;
}

async function uploadBody(serviceId: string) {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('service', serviceId);
  form.append('subject', 'Bench');
  form.append('message', 'Three large photos.');
  form.append('email', 'bench@example.org');
  for (let i = 0; i < 3; i += 1) {
    const data = Buffer.concat([png, Buffer.alloc(FILE_BYTES - png.length, i + 1)]);
    // Incompressible, like a photo.
    for (let j = png.length; j < data.length; j += 4) data.writeUInt32LE((j * 2654435761) >>> 0, j);
    form.append('files', new Blob([data], { type: 'image/png' }), `photo-${i}.png`);
  }
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type')!,
  };
}

type Tally = Map<string, number>;
const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

async function loop(until: number, tally: Tally, send: () => Promise<Response>): Promise<void> {
  while (performance.now() < until) {
    try {
      const res = await send();
      await res.arrayBuffer();
      count(tally, String(res.status));
      if (res.status === 503) await sleep(Number(res.headers.get('retry-after') ?? 1) * 100);
    } catch (error) {
      count(tally, (error as Error).message.slice(0, 40));
    }
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-abuse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    TRANSLATE_PROVIDER: 'none',
    ADMIN_EMAIL: 'bench-admin@refugio.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    // The timed probe is one client asking 20 times a second: above the shared ceiling of a
    // long run (docs/api.md "Rate limits"), which would time 429s instead of health.
    API_RATE_LIMIT_PER_MINUTE: '10000000',
  };
  // The compiled server, as production runs it (npm start / npm run serve).
  await ensureServerBuild();
  const start = () =>
    spawn(process.execPath, [...NODE_ARGS, SERVER_ENTRY], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  const stop = async (server: ReturnType<typeof spawn>) => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  // The first start migrates and seeds (the gazetteer), which takes memory a running server never
  // needs again: measure a restarted server, as a deployment runs.
  const seeding = start();
  try {
    await waitReady(base, seeding);
  } finally {
    await stop(seeding);
  }
  const child = start();
  try {
    const startedAt = performance.now();
    await waitReady(base, child);
    console.log(
      `[${database}] server pid ${child.pid} (restarted on its seeded database) ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i += 1) {
      idle.push(await timedHealth(base));
      await sleep(HEALTH_EVERY_MS / 5);
    }
    const idleMemory = memoryOf(child.pid!);
    const serviceId = await approvedServiceId(base);
    const upload = await uploadBody(serviceId);
    const keyword = 'Springfield Lakewood '.repeat(5).slice(0, 100);

    const until = performance.now() + SECONDS * 1000;
    const searches: Tally = new Map();
    const uploads: Tally = new Map();
    const busy: number[] = [];
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(child.pid!).rss);
    }, 25);
    const health = (async () => {
      while (performance.now() < until) {
        const next = performance.now() + HEALTH_EVERY_MS;
        busy.push(await timedHealth(base).catch(() => 30_000));
        await sleep(Math.max(0, next - performance.now()));
      }
    })();
    const clients = [
      ...Array.from({ length: SEARCHERS }, () =>
        loop(until, searches, () =>
          fetch(`${base}/api/services/search-city-or-zip`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
            body: JSON.stringify({ keyword }),
          }),
        ),
      ),
      ...Array.from({ length: UPLOADERS }, () =>
        loop(until, uploads, () =>
          fetch(`${base}/api/feedbacks/service`, {
            method: 'POST',
            headers: { 'content-type': upload.type, 'x-forwarded-for': nextClient() },
            body: upload.body,
          }),
        ),
      ),
    ];
    await Promise.all([health, ...clients]);
    clearInterval(sampler);
    const memory = memoryOf(child.pid!);
    peakRss = Math.max(peakRss, memory.rss);

    idle.sort((a, b) => a - b);
    busy.sort((a, b) => a - b);
    const tally = (t: Tally) =>
      [...t].map(([status, n]) => `${status}×${n}`).join(' ') || 'none sent';
    console.log(
      `[${database}] ${SEARCHERS} searchers (100-character keyword), ${UPLOADERS} uploaders (3 × 5 MB), ${SECONDS} s; each request from its own X-Forwarded-For (no per-client rate limit applies)`,
    );
    console.log(`[${database}] place search answers: ${tally(searches)}`);
    console.log(`[${database}] feedback uploads: ${tally(uploads)}`);
    console.log(
      `[${database}] /api/health idle   p50 ${ms(percentile(idle, 50))}  p99 ${ms(percentile(idle, 99))}  (${idle.length} samples)`,
    );
    console.log(
      `[${database}] /api/health loaded p50 ${ms(percentile(busy, 50))}  p99 ${ms(percentile(busy, 99))}  max ${ms(busy.at(-1) ?? 0)}  (${busy.length} samples; goal p99 ≤ 100 ms)`,
    );
    console.log(
      `[${database}] server RSS idle ${mb(idleMemory.rss)} (VmHWM after start-up ${mb(idleMemory.hwm)}), peak ${mb(Math.max(peakRss, memory.hwm))} (VmHWM ${mb(memory.hwm)}; goal ≤ 500 MB)`,
    );
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
