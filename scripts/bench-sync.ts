// `npm run bench:sync`: the offline data layer in Debian's Chromium against a real server with
// 20,000 services (PGlite, or PostgreSQL via `node scripts/with-postgres.mjs npm run bench:sync`).
// Prints: bytes on the wire and time of the first full sync, by pages from 0 (before, in a profile
// whose snapshot requests are answered 204) and through the snapshot (after; by this script's clock
// and from the navigation to the pull's last commit, with when each step ran), with the snapshot's
// build time and sizes; bytes of a delta after one change;
// cold start offline (IndexedDB → first list rows) with 4× CPU throttling through CDP; p95
// keystroke-to-results time of the local search. Goals (docs/sync.md): first sync ≤ 2 MiB (and ≤ 3 s,
// docs/architecture.md "Memory"), delta ≤ 2 KiB, offline cold start ≤ 1 s, search ≤ 16 ms. Needs a build (`npm run build`).
// BENCH_COMPARE=<another build's directory>[,<another>…] then interleaves cold starts of those
// builds and of dist/ in one browser (the machine's speed drifts too much between runs to compare
// medians of separate runs), BENCH_ROUNDS rounds (16), and with the snapshot part first syncs, each
// in a new profile (half as many rounds), and prints each build's median difference
// from the first one named within a round; with the search part, it also types the search words
// in each build's page in turn, BENCH_SEARCH_PASSES times (3). A build directory is made by
// `npx vite build --outDir <repository>/.tmp/…` in a copy of another commit (docs/sync.md
// "Measured"; inside the repository, so its server renderer finds its packages).
// BENCH_SYNC_PARTS=<part>[,<part>…] runs only some of pages, snapshot, delta, coldstart, search
// (all by default); cold start and search still fill the mirror first, through the snapshot, without
// printing it. BENCH_SYNC_FIRST_RUNS (3) first syncs through the snapshot, each in a new profile,
// and their median: the first after the server's start also reads the body from the database.
// BENCH_DATA_DIR=<directory> keeps the PGlite database there between runs, so its 20,000 services
// are written once. BENCH_PROFILE_DIR=<directory> writes there a CPU profile of each
// compared build's keystrokes at 1× (open it in Chromium's DevTools, Performance panel).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { prepareDatabase } from '../src/server/db/prepare';
import { queryRows } from '../src/server/db/raw';
import { nextRev } from '../src/server/db/queries/sync';
import { benchConfig, fillServices, TOTAL } from './lib/bench-services';
import {
  compareColdStarts,
  compareSearch,
  printDifferences,
  rounds,
  type Build,
  fillMirror,
  listenLocally,
  serveBuilds,
} from './lib/bench-sync-compare';
import {
  COLD_STARTS,
  coldStart,
  median,
  openSearch,
  p95,
  partSizes,
  mirrored,
  readMirror,
  SEARCH_WORDS,
  takeSearchTimes,
  typeWord,
  until,
  untilPacked,
} from './lib/bench-sync-page';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const COMPARE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 16);
const SEARCH_PASSES = Number(process.env.BENCH_SEARCH_PASSES ?? 3);
const KIB = 1024;
const ALL_PARTS = ['pages', 'snapshot', 'delta', 'coldstart', 'search'];
/** First syncs through the snapshot, each in a new profile (BENCH_SYNC_FIRST_RUNS). */
const FIRST_RUNS = Math.max(1, Number(process.env.BENCH_SYNC_FIRST_RUNS ?? 3));
const parts = new Set(process.env.BENCH_SYNC_PARTS?.split(',').map((p) => p.trim()) ?? ALL_PARTS);
const unknownParts = [...parts].filter((p) => !ALL_PARTS.includes(p));
if (unknownParts.length) {
  console.error(`BENCH_SYNC_PARTS: unknown ${unknownParts.join(', ')}; parts are ${ALL_PARTS}.`);
  process.exit(1);
}
const compareDirs = process.env.BENCH_COMPARE?.split(',').filter(Boolean) ?? [];

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
for (const dir of compareDirs)
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`BENCH_COMPARE: no build in ${dir}.`);
    process.exit(1);
  }

/**
 * Bytes received (headers and compressed body) by requests whose URL contains `part`, from the
 * page or its dedicated workers: the pull runs in the sync worker (src/client/sync/sync.worker.ts),
 * whose requests a CDP session on the page alone does not see.
 */
function wireCounter(page: Page, ...parts: string[]) {
  let bytes = 0;
  let requests = 0;
  let pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!parts.some((part) => request.url().includes(part))) return;
    pending.push(
      request.sizes().then((sizes) => {
        bytes += sizes.responseHeadersSize + sizes.responseBodySize;
        requests += 1;
      }),
    );
  });
  return {
    reset: () => ((bytes = 0), (requests = 0), (pending = [])),
    read: async () => {
      await Promise.all(pending);
      return { bytes, requests };
    },
  };
}

const mib = (bytes: number) => (bytes / KIB / KIB).toFixed(2);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * A first full sync in `page` until the mirror is usable: the pull's last request stores
 * lastSyncAt in its transaction. Bytes and requests of the sync endpoints (snapshot and pages).
 */
async function firstSync(page: Page, base: string, approved: number) {
  const wire = wireCounter(page, '/api/sync/changes', '/api/sync/snapshot');
  const started = Date.now();
  await page.goto(`${base}/`);
  let polls = 0;
  await until(async () => {
    if (++polls % 50 === 0) console.log(`  … ${await mirrored(page)} of ${approved} stored so far`);
    return (await readMirror(page, 'meta', 'lastSyncAt')) !== null;
  }, 'the first sync');
  const ms = Date.now() - started;
  const phases = await syncPhases(page);
  return { ms, ...(await wire.read()), mirrored: await mirrored(page), ...phases };
}

/**
 * Where a first sync's time went: the pull's `refugio:sync:*` measures (src/client/sync/phases.ts)
 * from the sync worker (or the page, when it ran there), summed by step, with the engine's start
 * (the worker's time origin) from the navigation.
 */
async function syncPhases(page: Page): Promise<{ phases: string; committedMs: number | null }> {
  const read = `performance.getEntriesByType('measure')
    .filter((m) => m.name.startsWith('refugio:sync:'))
    .map((m) => [m.name.slice(13), m.duration, m.startTime + performance.timeOrigin])`;
  const navigationStart = (await page.evaluate('performance.timeOrigin')) as number;
  const entries: [string, number, number][] = [];
  const scopes: { evaluate(expression: string): Promise<unknown> }[] = [page, ...page.workers()];
  for (const scope of scopes)
    entries.push(...((await scope.evaluate(read)) as [string, number, number][]));
  if (entries.length === 0) return { phases: 'no phases measured', committedMs: null };
  const sums = new Map<string, { ms: number; n: number }>();
  for (const [name, ms] of entries) {
    const sum = sums.get(name) ?? { ms: 0, n: 0 };
    sums.set(name, { ms: sum.ms + ms, n: sum.n + 1 });
  }
  const firstAt = Math.min(...entries.map(([, , at]) => at));
  // When each step first started and last ended, from the navigation: what overlapped what.
  const spans = new Map<string, [number, number]>();
  for (const [name, ms, at] of entries) {
    const [from, to] = spans.get(name) ?? [Infinity, -Infinity];
    spans.set(name, [Math.min(from, at), Math.max(to, at + ms)]);
  }
  const workerStarts = await Promise.all(
    page.workers().map((worker) => worker.evaluate('performance.timeOrigin') as Promise<number>),
  );
  const at = (ms: number) => ((ms - navigationStart) / 1000).toFixed(2);
  // The mirror is usable once the pull's last transaction has committed (its measure ends then).
  const committed = spans.get('transaction')?.[1];
  const marks = (await page.evaluate(`performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('refugio:'))
    .map((m) => [m.name.slice(8), m.startTime + performance.timeOrigin])`)) as [string, number][];
  const phases = [
    [
      `pull started ${seconds(firstAt - navigationStart)} s after the navigation`,
      ...[...sums].map(([name, { ms, n }]) => `${name} ${seconds(ms)} s${n > 1 ? ` (${n}×)` : ''}`),
    ].join(', '),
    [
      ...marks.map(([name, time]) => `${name} ${at(time)}`),
      ...workerStarts.map((start) => `worker ${at(start)}`),
      ...[...spans].map(([name, [from, to]]) => `${name} ${at(from)}–${at(to)}`),
    ].join(', '),
  ].join('\n  when (s): ');
  return { phases, committedMs: committed === undefined ? null : committed - navigationStart };
}

/** Debian's Chromium with a phone's viewport and service workers, on the given profile. */
const launchBrowser = (profile: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });

/**
 * A first sync in a profile of its own, made and removed here; `prepare` may set the profile up
 * before the page opens. Through the snapshot, these are the runs before the one the later parts
 * use: the first device after the server's start also reads the body from the database and runs
 * the server's code cold, which the devices after it do not.
 */
async function firstSyncAlone(
  base: string,
  approved: number,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-first-'));
  const context = await launchBrowser(profile);
  try {
    await prepare?.(context);
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
    return await firstSync(await context.newPage(), base, approved);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The first sync as before the snapshot (pages from 0), in a profile of its own. */
async function firstSyncByPages(base: string, approved: number) {
  // The server answers "no snapshot" to this profile, so the client asks pages from cursor 0.
  const byPages = await firstSyncAlone(base, approved, async (context) => {
    await context.route('**/api/sync/snapshot', (route) => route.fulfill({ status: 204 }));
  });
  console.log(
    `first sync by pages from 0 (before): ${byPages.mirrored} services mirrored, ` +
      `${mib(byPages.bytes)} MiB in ${byPages.requests} requests, ${seconds(byPages.ms)} s`,
  );
  console.log(`  where: ${byPages.phases}`);
}

/**
 * First syncs through the snapshot of several builds in turn (each in a new profile on disk: a
 * context without one keeps IndexedDB in memory and hides what storing costs, docs/sync.md).
 */
async function compareFirstSyncs(builds: Build[], approved: number, count: number) {
  const runs = new Map(builds.map((b) => [b.name, [] as number[]]));
  for (const order of rounds(builds, count))
    for (const build of order)
      runs.get(build.name)!.push((await firstSyncAlone(build.base, approved)).ms);
  for (const [name, ms] of runs)
    console.log(
      `compared, first sync through the snapshot of ${name}: median ${seconds(median(ms))} s ` +
        `over ${ms.length} runs interleaved with the other builds`,
    );
  printDifferences('first sync', runs, builds[1]!.name);
}

/** Local search in a cold-started page, keystroke by keystroke, at 1× and 4× CPU. */
async function searchKeystrokes(offline: Page, cdp: CDPSession) {
  await openSearch(offline);
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await takeSearchTimes(offline);
    for (const word of SEARCH_WORDS) await typeWord(offline, word);
    // The first keystroke at 1× loads the search text.
    const [firstKey, ...rest] = await takeSearchTimes(offline);
    console.log(
      `search ${rate}× CPU: p95 ${p95(rest).toFixed(1)} ms, median ${median(rest).toFixed(1)} ms ` +
        `over ${rest.length} keystrokes; first keystroke ${firstKey?.toFixed(1)} ms` +
        `${rate === 1 ? ' (loads the search text)' : ''} (goal ≤ 16 ms)`,
    );
  }
}

async function main() {
  const keptData = process.env.BENCH_DATA_DIR;
  if (keptData) mkdirSync(keptData, { recursive: true });
  const dataDir = keptData ?? mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-sync-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-profile-'));
  const config = benchConfig(dataDir, {
    STATIC_DIR: 'dist',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  });
  const { handle } = await prepareDatabase(config);
  await fillServices(handle.db, config);
  const [row] = await queryRows<{ n: string | number }>(
    handle.db,
    // What the mirror holds: approved and not permanently closed (the sync's rule).
    sql`SELECT count(*) AS n FROM services WHERE is_approved
        AND NOT (close_schedules @> '[{"type":"PERMANENTLY_CLOSED"}]'::jsonb)`,
  );
  const approved = Number(row?.n ?? 0);
  const app = await buildApp({ config, database: handle, logger: false });
  const base = await listenLocally(app);
  console.log(
    `${TOTAL} services (${approved} public) on ${handle.kind ?? 'the database'}; ${base}`,
  );
  const others = await serveBuilds(compareDirs, config, handle);

  const context = await launchBrowser(profile);
  try {
    // 0. The first sync as before the snapshot (pages from 0).
    if (parts.has('pages')) await firstSyncByPages(base, approved);

    // 1. First full sync through the snapshot. Built once for every device (and again after
    //    SYNC_SNAPSHOT_STALE_AFTER changes); the first device of a new server waits for it.
    const buildStarted = Date.now();
    const built = await app.syncSnapshots.current();
    if (parts.has('snapshot'))
      console.log(
        `snapshot at cursor ${built?.cursor}: ${built?.records} records, built in ` +
          `${seconds(Date.now() - buildStarted)} s; ${mib(built?.rawBytes ?? 0)} MiB of JSON, ` +
          `${mib(built?.brBytes ?? 0)} MiB brotli, ${mib(built?.gzipBytes ?? 0)} MiB gzip`,
      );
    const times: number[] = [];
    const committed: number[] = [];
    const printFirst = (first: Awaited<ReturnType<typeof firstSync>>, run: number) => {
      times.push(first.ms);
      if (first.committedMs !== null) committed.push(first.committedMs);
      console.log(
        `first sync through the snapshot (after), run ${run} of ${FIRST_RUNS}` +
          `${run === 1 ? ' (the first after the server started)' : ''}: ` +
          `${first.mirrored} services mirrored (${approved} public), ${mib(first.bytes)} MiB in ` +
          `${first.requests} requests, ${seconds(first.ms)} s by this script's clock` +
          (first.committedMs === null
            ? ''
            : `, ${(first.committedMs / 1000).toFixed(2)} s from the navigation to the last commit`),
      );
      console.log(`  where: ${first.phases}`);
    };
    if (parts.has('snapshot'))
      for (let run = 1; run < FIRST_RUNS; run++)
        printFirst(await firstSyncAlone(base, approved), run);
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
    const page = await context.newPage();
    const first = await firstSync(page, base, approved);
    if (parts.has('snapshot')) {
      printFirst(first, FIRST_RUNS);
      // This script's clock also counts opening the page and polling the mirror every 100 ms;
      // the pull's own measures say when the mirror was usable (docs/sync.md "Measured").
      console.log(
        `first sync through the snapshot: median ${seconds(median(times))} s of ${times.length} ` +
          `runs by this script's clock` +
          (committed.length
            ? `, ${(median(committed) / 1000).toFixed(2)} s from the navigation to the last commit`
            : '') +
          ` (goals ≤ 2 MiB, ≤ 3 s)`,
      );
    }
    const stored = parts.has('snapshot') ? await partSizes(page) : null;
    if (stored)
      console.log(
        `  records in ${stored.rows} parts, JSON ${(stored.median / KIB).toFixed(1)} KiB median, ` +
          `${(stored.max / KIB).toFixed(1)} KiB largest, ${stored.over64} over 64 KiB`,
      );
    if (parts.has('snapshot') && others.builds.length)
      await compareFirstSyncs(
        [{ name: 'dist', base }, ...others.builds],
        approved,
        Math.ceil(COMPARE_ROUNDS / 2),
      );
    const wire = wireCounter(page, '/api/sync/changes', '/api/sync/snapshot');

    // 2. A delta after one change on the server.
    if (parts.has('delta')) {
      const cursor = await readMirror(page, 'meta', 'cursor');
      await handle.db.transaction(async (tx) => {
        const rev = await nextRev(tx);
        await tx.execute(sql`UPDATE services SET likes = likes + 1, rev = ${rev}
          WHERE id = (SELECT id FROM services WHERE is_approved ORDER BY id LIMIT 1)`);
      });
      wire.reset();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await until(async () => (await readMirror(page, 'meta', 'cursor')) !== cursor, 'the delta');
      await page.waitForTimeout(500);
      const delta = await wire.read();
      console.log(
        `delta after one change: ${delta.bytes} bytes (${(delta.bytes / KIB).toFixed(2)} KiB) ` +
          `in ${delta.requests} request(s) (goal ≤ 2 KiB)`,
      );
    }
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The pack is made right after the pull; a page closed before it leaves every offline cold
    // start reading the table instead (the engine does not pull offline, so nothing makes it).
    await untilPacked(page);
    await page.close();
    if (!parts.has('coldstart') && !parts.has('search')) return;
    for (const other of others.builds) await fillMirror(context, other.base);

    // 3. Cold start offline, 4× CPU throttling.
    await context.setOffline(true);
    const colds: number[] = [];
    const mains: number[] = [];
    const indexes: number[] = [];
    let last: { page: Page; cdp: CDPSession } | null = null;
    for (let i = 0; i < COLD_STARTS; i++) {
      if (last) await last.page.close();
      const run = await coldStart(context, base);
      colds.push(run.ms);
      mains.push(run.marks['refugio:main'] ?? NaN);
      indexes.push(run.marks['refugio:index'] ?? NaN);
      last = run;
    }
    if (parts.has('coldstart'))
      console.log(
        `offline cold start to first rows (4× CPU): median ${median(colds).toFixed(0)} ms, ` +
          `runs ${colds.map((m) => m.toFixed(0)).join(', ')} (goal ≤ 1000 ms); medians: ` +
          `app code running at ${median(mains).toFixed(0)} ms, index read at ` +
          `${median(indexes).toFixed(0)} ms`,
      );

    // 4. Local search, keystroke by keystroke (the first keystroke loads the search text).
    if (parts.has('search')) await searchKeystrokes(last!.page, last!.cdp);
    await last!.page.close();

    // 5. Optionally, this build against others, interleaved.
    if (others.builds.length) {
      const builds = [{ name: 'dist', base }, ...others.builds];
      if (parts.has('coldstart'))
        await compareColdStarts(context, builds, COMPARE_ROUNDS, (b) => b.name !== 'dist');
      if (parts.has('search'))
        await compareSearch(context, builds, SEARCH_PASSES, process.env.BENCH_PROFILE_DIR);
    }
  } finally {
    await context.close();
    await others.close();
    await app.close();
    await handle.close();
    if (!keptData) rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
