// `npm run bench:sync`: the offline data layer in Debian's Chromium against a real server with
// 20,000 services (PGlite, or PostgreSQL via `node scripts/with-postgres.mjs npm run bench:sync`).
// Prints: bytes on the wire and time of the first full sync, by pages from 0 (before, in a profile
// whose snapshot requests are answered 204) and through the snapshot (after), with the snapshot's
// build time and sizes; bytes of a delta after one change;
// cold start offline (IndexedDB → first list rows) with 4× CPU throttling through CDP; p95
// keystroke-to-results time of the local search. Goals (docs/sync.md): first sync ≤ 2 MiB (and ≤ 3 s,
// docs/architecture.md "Memory"), delta ≤ 2 KiB, offline cold start ≤ 1 s, search ≤ 16 ms. Needs a build (`npm run build`).
// BENCH_COMPARE=<another build's directory> then interleaves cold starts of that build and of
// dist/ in one browser (the machine's speed drifts too much between runs to compare medians of
// separate runs), BENCH_ROUNDS rounds (16), and prints the median difference within a round.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import type { DatabaseHandle } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { queryRows } from '../src/server/db/raw';
import { nextRev } from '../src/server/db/queries/sync';
import { benchConfig, fillServices, TOTAL } from './lib/bench-services';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const COLD_STARTS = 5;
const COMPARE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 16);
const SEARCH_WORDS = ['shelter', 'food pantry', 'clinic', 'denver', 'laundry', 'job', 'meals'];
const KIB = 1024;

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
if (process.env.BENCH_COMPARE && !existsSync(path.join(process.env.BENCH_COMPARE, 'index.html'))) {
  console.error(`BENCH_COMPARE: no build in ${process.env.BENCH_COMPARE}.`);
  process.exit(1);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;

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

/**
 * A value from the mirror's IndexedDB, read raw (no app code involved). A string, not a function:
 * tsx would wrap the function's inner closures in its `__name` helper, which the page lacks.
 */
const READ_MIRROR = `([store, key, field]) => new Promise((resolve) => {
  const open = indexedDB.open('refugio');
  // Never create the database: an empty one would get in the way of the app's own upgrade.
  open.onupgradeneeded = () => open.transaction && open.transaction.abort();
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const db = open.result;
    // Closed at once: an open connection would block the app's next version upgrade.
    const done = (value) => { db.close(); resolve(value); };
    if (!db.objectStoreNames.contains(store)) return done(null);
    const objects = db.transaction(store, 'readonly').objectStore(store);
    const req = key ? objects.get(key) : objects.count();
    const value = () => (req.result ? req.result.value : null);
    req.onsuccess = () => done(!key ? req.result : field ? value() && value()[field] : value());
    req.onerror = () => done(null);
  };
})`;

/** A row's value (or one field of it), or the store's count without a key. */
function readMirror(page: Page, store: string, key?: string, field?: string): Promise<unknown> {
  return page.evaluate(`(${READ_MIRROR})(${JSON.stringify([store, key ?? null, field ?? null])})`);
}

/** The services in the mirror's list index (its pack, src/client/db/service-lists.ts). */
const mirrored = async (page: Page) => Number(await readMirror(page, 'meta', 'indexPack', 'count'));

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Records when the first list row appears and each search's input → results time. */
const INSTRUMENT = `
  window.__firstRowAt = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('.service-list .service-card')) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
      console.debug('refugio-bench:first-row');
    }
  }).observe(document, { childList: true, subtree: true });
  window.__inputs = new Map();
  window.__search = [];
  document.addEventListener('input', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type === 'search')
      window.__inputs.set(e.target.value, performance.now());
  }, true);
  new PerformanceObserver((list) => {
    for (const mark of list.getEntries()) {
      const at = window.__inputs.get(mark.detail);
      if (at !== undefined) window.__search.push(mark.startTime - at);
    }
  }).observe({ entryTypes: ['mark'] });
`;

async function coldStart(
  context: BrowserContext,
  base: string,
): Promise<{ page: Page; ms: number; cdp: CDPSession; marks: Record<string, number> }> {
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Told by a console message, not by polling with waitForFunction: that evaluates Playwright's
  // injected script in the page (~60 ms of the main thread at 4× CPU) while the app is starting.
  const firstRow = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'refugio-bench:first-row',
    timeout: 60_000,
  });
  await page.goto(`${base}/`);
  await firstRow;
  const ms = await page.evaluate(
    () => (window as unknown as { __firstRowAt: number }).__firstRowAt,
  );
  // Where the time went: the app's own marks (main.tsx, src/client/db/catalog.ts).
  const marks = await page.evaluate(() =>
    Object.fromEntries(
      ['refugio:main', 'refugio:index'].map((name) => [
        name,
        performance.getEntriesByName(name)[0]?.startTime ?? NaN,
      ]),
    ),
  );
  console.log(
    JSON.stringify(
      await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('refugio'))
          .map((m) => [m.name, Math.round(m.startTime)]),
      ),
    ),
    Math.round(ms),
  );
  return { page, ms, cdp, marks };
}

/** The server's base URL on a free local port. */
async function listenLocally(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  return (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
}

/**
 * Cold starts of two builds, one after the other, in the same browser: `dist/` at `base`, and
 * the other build on a second server over the same database (another origin, so another mirror,
 * filled first while online).
 */
async function compareColdStarts(
  context: BrowserContext,
  base: string,
  other: { dir: string; config: ReturnType<typeof benchConfig>; database: DatabaseHandle },
) {
  const app = await buildApp({
    config: { ...other.config, STATIC_DIR: other.dir },
    database: other.database,
    logger: false,
  });
  try {
    const otherBase = await listenLocally(app);
    await context.setOffline(false);
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: otherBase }]);
    const page = await context.newPage();
    await page.goto(`${otherBase}/`);
    await until(async () => (await readMirror(page, 'meta', 'lastSyncAt')) !== null, 'its sync');
    // A build before local database version 5 packs the index after its pull: a cold start
    // before that would read the table.
    await until(
      async () => (await readMirror(page, 'meta', 'indexPack', 'cursor')) !== null,
      'its index pack',
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.close();
    await context.setOffline(true);
    // Chromium caches compiled code once a script has run a few times: the other build first
    // starts as often as dist/ already has (the cold starts above).
    for (let i = 0; i <= COLD_STARTS; i++) await (await coldStart(context, otherBase)).page.close();
    const runs = { [other.dir]: [] as number[], dist: [] as number[] };
    for (let round = 0; round < COMPARE_ROUNDS; round++) {
      const pair = [
        [other.dir, otherBase],
        ['dist', base],
      ] as const;
      // Each build goes first in half the rounds.
      for (const [name, at] of round % 2 === 0 ? pair : [...pair].reverse()) {
        const run = await coldStart(context, at);
        runs[name]!.push(run.ms);
        await run.page.close();
      }
    }
    for (const [name, ms] of Object.entries(runs))
      console.log(
        `compared, offline cold start (4× CPU) of ${name}: median ${median(ms).toFixed(0)} ms ` +
          `over ${ms.length} runs interleaved with the other build`,
      );
    // The two runs of a round are back to back, so their difference is less moved by the
    // machine's slow swings than the medians are.
    const differences = runs.dist.map((ms, round) => ms - runs[other.dir]![round]!);
    console.log(
      `compared, dist minus ${other.dir} in the same round: median ` +
        `${median(differences).toFixed(0)} ms; dist faster in ` +
        `${differences.filter((d) => d < 0).length} of ${differences.length} rounds`,
    );
  } finally {
    await app.close();
  }
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
  return {
    ms,
    ...(await wire.read()),
    mirrored: await mirrored(page),
    phases: await syncPhases(page),
  };
}

/**
 * Where a first sync's time went: the pull's `refugio:sync:*` measures (src/client/sync/phases.ts)
 * from the sync worker (or the page, when it ran there), summed by step, with the engine's start
 * (the worker's time origin) from the navigation.
 */
async function syncPhases(page: Page): Promise<string> {
  const read = `performance.getEntriesByType('measure')
    .filter((m) => m.name.startsWith('refugio:sync:'))
    .map((m) => [m.name.slice(13), m.duration, m.startTime + performance.timeOrigin])`;
  const navigationStart = (await page.evaluate('performance.timeOrigin')) as number;
  const entries: [string, number, number][] = [];
  const scopes: { evaluate(expression: string): Promise<unknown> }[] = [page, ...page.workers()];
  for (const scope of scopes)
    entries.push(...((await scope.evaluate(read)) as [string, number, number][]));
  if (entries.length === 0) return 'no phases measured';
  const sums = new Map<string, { ms: number; n: number }>();
  for (const [name, ms] of entries) {
    const sum = sums.get(name) ?? { ms: 0, n: 0 };
    sums.set(name, { ms: sum.ms + ms, n: sum.n + 1 });
  }
  const firstAt = Math.min(...entries.map(([, , at]) => at));
  return [
    `pull started ${seconds(firstAt - navigationStart)} s after the navigation`,
    ...[...sums].map(([name, { ms, n }]) => `${name} ${seconds(ms)} s${n > 1 ? ` (${n}×)` : ''}`),
  ].join(', ');
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-sync-'));
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

  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  try {
    // 0. The first sync as before the snapshot (pages from 0), in a profile of its own: the
    //    server answers "no snapshot" to it, so the client asks pages from cursor 0.
    const pagesProfile = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-pages-'));
    const pagesContext = await chromium.launchPersistentContext(pagesProfile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'allow',
    });
    try {
      await pagesContext.route('**/api/sync/snapshot', (route) => route.fulfill({ status: 204 }));
      await pagesContext.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
      const byPages = await firstSync(await pagesContext.newPage(), base, approved);
      console.log(
        `first sync by pages from 0 (before): ${byPages.mirrored} services mirrored, ` +
          `${mib(byPages.bytes)} MiB in ${byPages.requests} requests, ${seconds(byPages.ms)} s`,
      );
      console.log(`  where: ${byPages.phases}`);
    } finally {
      await pagesContext.close();
      rmSync(pagesProfile, { recursive: true, force: true });
    }

    // 1. First full sync through the snapshot. Built once for every device (and again after
    //    SYNC_SNAPSHOT_STALE_AFTER changes); the first device of a new server waits for it.
    const buildStarted = Date.now();
    const built = await app.syncSnapshots.current();
    console.log(
      `snapshot at cursor ${built?.cursor}: ${built?.records} records, built in ` +
        `${seconds(Date.now() - buildStarted)} s; ${mib(built?.rawBytes ?? 0)} MiB of JSON, ` +
        `${mib(built?.brBytes ?? 0)} MiB brotli, ${mib(built?.gzipBytes ?? 0)} MiB gzip`,
    );
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
    const page = await context.newPage();
    const first = await firstSync(page, base, approved);
    console.log(
      `first sync through the snapshot (after): ${first.mirrored} services mirrored ` +
        `(${approved} public), ${mib(first.bytes)} MiB in ${first.requests} requests, ` +
        `${seconds(first.ms)} s (goals ≤ 2 MiB, ≤ 3 s)`,
    );
    console.log(`  where: ${first.phases}`);
    const wire = wireCounter(page, '/api/sync/changes', '/api/sync/snapshot');

    // 2. A delta after one change on the server.
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
      `delta after one change: ${delta.bytes} bytes (${(delta.bytes / KIB).toFixed(2)} KiB) in ` +
        `${delta.requests} request(s) (goal ≤ 2 KiB)`,
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.close();

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
    console.log(
      `offline cold start to first rows (4× CPU): median ${median(colds).toFixed(0)} ms, ` +
        `runs ${colds.map((m) => m.toFixed(0)).join(', ')} (goal ≤ 1000 ms); medians: ` +
        `app code running at ${median(mains).toFixed(0)} ms, index read at ` +
        `${median(indexes).toFixed(0)} ms`,
    );

    // 4. Local search, keystroke by keystroke (the first keystroke loads the search text).
    const { page: offline, cdp } = last!;
    const search = offline.getByRole('searchbox');
    // Home's search field opens from its button (as tests/e2e/support/public-helpers.ts does).
    if (!(await search.isVisible()))
      await offline.getByRole('button', { name: /^(Search services|Buscar servicios)$/ }).click();
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await offline.evaluate(() => ((window as unknown as { __search: number[] }).__search = []));
      for (const word of SEARCH_WORDS) {
        await search.fill('');
        for (const ch of word) {
          await search.press(ch === ' ' ? 'Space' : ch);
          await offline.waitForTimeout(120);
        }
      }
      await offline.waitForTimeout(300);
      const times = await offline.evaluate(
        () => (window as unknown as { __search: number[] }).__search,
      );
      const [firstKey, ...rest] = times;
      console.log(
        `search ${rate}× CPU: p95 ${p95(rest).toFixed(1)} ms, median ${median(rest).toFixed(1)} ms ` +
          `over ${rest.length} keystrokes; first keystroke ${firstKey?.toFixed(1)} ms` +
          `${rate === 1 ? ' (loads the search text)' : ''} (goal ≤ 16 ms)`,
      );
    }
    await offline.close();

    // 5. Optionally, this build against another one.
    const compare = process.env.BENCH_COMPARE;
    if (compare) await compareColdStarts(context, base, { dir: compare, config, database: handle });
  } finally {
    await context.close();
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
