// What `npm run bench:sync` does in a page: read the mirror raw, time a cold start to the first
// list row, time each search keystroke to its results. Shared by the single run and the
// comparison of builds (scripts/lib/bench-sync-compare.ts).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export const COLD_STARTS = 5;
export const SEARCH_WORDS = [
  'shelter',
  'food pantry',
  'clinic',
  'denver',
  'laundry',
  'job',
  'meals',
];

export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;

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
export function readMirror(
  page: Page,
  store: string,
  key?: string,
  field?: string,
): Promise<unknown> {
  return page.evaluate(`(${READ_MIRROR})(${JSON.stringify([store, key ?? null, field ?? null])})`);
}

/**
 * How the whole records are stored (local database version 6: `serviceParts`,
 * src/shared/sync/service-parts.ts): the rows, and the median and largest row's JSON size, which
 * tells whether Chromium keeps them inline (under 64 KB). Null for a build before the parts.
 */
export function partSizes(page: Page) {
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('refugio');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('serviceParts')) return (db.close(), resolve(null));
      const req = db.transaction('serviceParts', 'readonly').objectStore('serviceParts').getAll();
      req.onsuccess = () => {
        db.close();
        const sizes = req.result.map((row) => JSON.stringify(row).length).sort((a, b) => a - b);
        resolve({ rows: sizes.length, median: sizes[sizes.length >> 1], max: sizes.at(-1),
          over64: sizes.filter((n) => n > 65536).length });
      };
    };
  })`) as Promise<{ rows: number; median: number; max: number; over64: number } | null>;
}

/** The services in the mirror's list index (its pack, src/client/db/service-lists.ts). */
export const mirrored = async (page: Page) =>
  Number(await readMirror(page, 'meta', 'indexPack', 'count'));

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Until the mirror's index pack holds its services. Local database version 5 changes the pack in
 * the transaction of every page that changes services (`indexPack.cursor`: a later page that
 * changed none, e.g. a delta of a crisis line, moves the mirror's cursor past it, and the pack is
 * still whole); a build before it packed after the pull (`indexPackCursor`), and a cold start
 * before that would read the table.
 */
export async function untilPacked(page: Page) {
  await until(async () => {
    const [cursor, packedBefore, packed] = await Promise.all([
      readMirror(page, 'meta', 'cursor'),
      readMirror(page, 'meta', 'indexPackCursor'),
      readMirror(page, 'meta', 'indexPack', 'cursor'),
    ]);
    return cursor !== null && (cursor === packedBefore || packed !== null);
  }, 'the index pack');
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

export interface ColdStart {
  page: Page;
  ms: number;
  /** The page's main thread's CPU time to the first row, in ms (see mainThreadMs). */
  cpu: number;
  cdp: CDPSession;
  marks: Record<string, number>;
}

/**
 * The page's main thread's CPU time so far, in ms (CDP's Performance metric ThreadTime; the
 * domain must be enabled). Unlike wall time it is not moved by other processes taking the
 * machine's cores, so it compares builds' work on a loaded machine; it is only work, though (no
 * waiting for IndexedDB or the network), and CPU throttling inflates it, so compare it at 1×.
 */
export async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

/** A new page of `base` at `rate`× CPU (4), until its first list row (the mirror must be filled). */
export async function coldStart(
  context: BrowserContext,
  base: string,
  rate = 4,
): Promise<ColdStart> {
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Told by a console message, not by polling with waitForFunction: that evaluates Playwright's
  // injected script in the page (~60 ms of the main thread at 4× CPU) while the app is starting.
  const firstRow = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'refugio-bench:first-row',
    timeout: 60_000,
  });
  await page.goto(`${base}/`);
  await firstRow;
  const cpu = await mainThreadMs(cdp);
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
    `main thread ${Math.round(cpu)} ms CPU at ${rate}×`,
  );
  return { page, ms, cpu, cdp, marks };
}

/** Opens home's search field from its button (as tests/e2e/support/public-helpers.ts does). */
export async function openSearch(page: Page) {
  const search = page.getByRole('searchbox');
  if (!(await search.isVisible()))
    await page.getByRole('button', { name: /^(Search services|Buscar servicios)$/ }).click();
  return search;
}

/**
 * Types `word` from an empty field, a key every 120 ms, at the page's CPU rate. The keys go to
 * the focused field through the keyboard: a locator's press would first run Playwright's
 * injected script in the page (its actionability checks), tens of ms of the main thread a key.
 */
export async function typeWord(page: Page, word: string, cdp?: CDPSession): Promise<number> {
  const search = page.getByRole('searchbox');
  await search.fill('');
  await search.focus();
  const before = cdp ? await mainThreadMs(cdp) : 0;
  for (const ch of word) {
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
    await page.waitForTimeout(120);
  }
  // The main thread's CPU time while the keys were typed (with cdp), not the field's clearing.
  return cdp ? (await mainThreadMs(cdp)) - before : NaN;
}

/** The keystroke → results times recorded since the last call (and forgets them). */
export async function takeSearchTimes(page: Page): Promise<number[]> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const w = window as unknown as { __search: number[] };
    const times = w.__search;
    w.__search = [];
    return times;
  });
}
