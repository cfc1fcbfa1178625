// `npm run bench:lighthouse`: Lighthouse 12 (mobile default config: simulated slow 4G, 4× CPU) on
// home and on one service detail page of the real server with demo data, serving dist/. Three runs
// each in a fresh Chromium profile (a first visit's cold load, after the introduction); prints the
// median scores and FCP/LCP/TBT/CLS, the main thread's work by kind and the blocking time of the
// long tasks by script (TBT's breakdown), and writes every HTML report to .tmp/lighthouse/. Goals
// (docs/screens.md "First visit speed"): performance ≥ 90, accessibility 100 — printed, not asserted (docs/spec/conventions.md: the
// scores of this 2-core machine are noisy). LIGHTHOUSE_RUNS sets the runs per page. Needs a build (`npm run build`). Each run also says
// which element was its largest paint. LIGHTHOUSE_NOT_DEMO=1 stores the demo listings as real
// ones: no demo notice, as on a real deployment (on home the notice is often the largest paint).
// LIGHTHOUSE_BASELINE=<folder> also serves the build in that folder and runs the two builds one
// after the other, run by run, so a change is judged under the same load of a shared machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { requireBuild, startDemoServer, type DemoServer } from './lib/demo-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR ?? '.tmp/lighthouse';
/** Another build's folder (e.g. main's, built with `vite build --outDir .tmp/…`: inside the repository, requireServerRenderer), run interleaved. */
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
/** The 'already accessed' cookie (src/client/lib/first-visit.ts): no detour to /introduce. */
const ACCESSED_COOKIE = { name: 'refugio_accessed', value: '1' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const;

interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][0], number>;
  /** The largest paint's element, as Lighthouse quotes its opening tag. */
  lcpElement: string;
  /** Main-thread time by kind of work (ms, Lighthouse's `mainthread-work-breakdown`). */
  mainThread: Record<string, number>;
  /**
   * The blocking part of each long task (its time over 50 ms, as TBT counts it) summed by the
   * script Lighthouse attributes the task to (`long-tasks`; 'Unattributable' for none).
   */
  blockingByScript: Record<string, number>;
}

interface BreakdownItem {
  groupLabel?: string;
  duration?: number;
  url?: string;
}
const itemsOf = (details: unknown) => (details as { items?: BreakdownItem[] })?.items ?? [];

/** The main-thread breakdown and the long tasks' blocking time by script of one report. */
function breakdownsOf(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const mainThread: Record<string, number> = {};
  for (const item of itemsOf(lhr.audits['mainthread-work-breakdown']?.details))
    mainThread[item.groupLabel ?? '?'] =
      (mainThread[item.groupLabel ?? '?'] ?? 0) + (item.duration ?? 0);
  const blockingByScript: Record<string, number> = {};
  for (const task of itemsOf(lhr.audits['long-tasks']?.details)) {
    const blocking = Math.max(0, (task.duration ?? 0) - 50);
    const script = (task.url ?? 'Unattributable').replace(/^https?:\/\/[^/]+/, '');
    blockingByScript[script] = (blockingByScript[script] ?? 0) + blocking;
  }
  return { mainThread, blockingByScript };
}

/** The LCP element's snippet from the audit's details (a table of one node). */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items;
  return items?.[0]?.items?.[0]?.node?.snippet ?? '(none)';
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** One Lighthouse run in a new browser with an empty profile, holding only the cookie. */
async function audit(url: string, reportFile: string): Promise<RunResult> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    // The app reads the cookie from document.cookie, so it must be in the browser's jar; an
    // extra Cookie header (Lighthouse's extraHeaders) would reach the server only.
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    await browser.setCookie({ ...ACCESSED_COOKIE, domain: new URL(url).hostname, path: '/' });
    await browser.disconnect();
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    writeFileSync(reportFile, String(result.report));
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)]),
    ) as RunResult['scores'];
    const metrics = Object.fromEntries(
      METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
    ) as RunResult['metrics'];
    const lcpElement = lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details);
    return { scores, metrics, lcpElement, ...breakdownsOf(lhr) };
  } finally {
    chrome.kill();
  }
}

function summarize(name: string, runs: RunResult[]): void {
  const scores = CATEGORIES.map(
    (c) => `${c} ${median(runs.map((r) => r.scores[c]))} (${runs.map((r) => r.scores[c])})`,
  );
  const metrics = METRICS.map(([metric, , unit]) => {
    const value = median(runs.map((r) => r.metrics[metric]));
    return `${metric} ${unit ? value.toFixed(0) : value.toFixed(3)}${unit ? ` ${unit}` : ''}`;
  });
  console.log(`${name}: median of ${runs.length} — ${scores.join(', ')}`);
  console.log(`  ${metrics.join(', ')}  (goals: performance ≥ 90, accessibility 100)`);
  // Medians by key over every run (a key missing from a run counts 0 there).
  const medians = (pick: (run: RunResult) => Record<string, number>) =>
    [...new Set(runs.flatMap((run) => Object.keys(pick(run))))]
      .map((key) => [key, median(runs.map((run) => pick(run)[key] ?? 0))] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([key, ms]) => `${key} ${ms.toFixed(0)}`);
  console.log(`  main thread (ms, medians): ${medians((run) => run.mainThread).join(', ')}`);
  const blocking = medians((run) => run.blockingByScript);
  console.log(
    `  TBT by long task's script (ms over 50, medians): ${blocking.join(', ') || 'none'}`,
  );
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is made again once, saying so, rather than ending the whole benchmark.
 */
function retryOnce<T>(again: () => Promise<T>): (error: unknown) => Promise<T> {
  return (error) => {
    console.warn(`  run failed, made again: ${error instanceof Error ? error.message : error}`);
    return again();
  };
}

/** A build to measure: the one in dist/ (or STATIC_DIR), and LIGHTHOUSE_BASELINE's if set. */
interface Build {
  label: string;
  /** Prefix of its report files. */
  prefix: string;
  server: DemoServer;
}

async function startBuilds(unmarked: boolean): Promise<Build[]> {
  const builds: Build[] = [];
  try {
    if (BASELINE) {
      requireBuild(BASELINE);
      const server = await startDemoServer({ unmarked, dir: BASELINE });
      builds.push({ label: `baseline ${BASELINE}`, prefix: 'baseline-', server });
    }
    builds.push({ label: 'this build', prefix: '', server: await startDemoServer({ unmarked }) });
    return builds;
  } catch (error) {
    await Promise.all(builds.map((build) => build.server.close()));
    throw error;
  }
}

async function main() {
  requireBuild();
  mkdirSync(REPORT_DIR, { recursive: true });
  const unmarked = process.env.LIGHTHOUSE_NOT_DEMO === '1';
  if (unmarked) console.log('The listings are not marked as demo data: no demo notice.');
  const builds = await startBuilds(unmarked);
  const both = builds.length > 1;
  try {
    for (const page of ['home', 'service'] as const) {
      const runs = new Map<Build, RunResult[]>(builds.map((build) => [build, []]));
      for (let i = 1; i <= RUNS; i++) {
        // Interleaved: the builds run one after the other, so both see the machine's same load.
        for (const build of builds) {
          const { base, service } = build.server;
          const url = page === 'home' ? `${base}/` : `${base}/services/${service.id}`;
          const file = path.join(REPORT_DIR, `${build.prefix}${page}-${i}.report.html`);
          const run = await audit(url, file).catch(retryOnce(() => audit(url, file)));
          runs.get(build)!.push(run);
          const { FCP, LCP, CLS } = run.metrics;
          console.log(
            `  ${page}${both ? `, ${build.label}` : ''} run ${i}: ${JSON.stringify(run.scores)}, ` +
              `FCP ${FCP.toFixed(0)} ms, LCP ${LCP.toFixed(0)} ms on ${run.lcpElement}, ` +
              `CLS ${CLS.toFixed(3)} → ${file}`,
          );
        }
      }
      for (const build of builds) {
        const name = page === 'home' ? 'home' : `service detail (${build.server.service.name})`;
        summarize(both ? `${name}, ${build.label}` : name, runs.get(build)!);
      }
    }
  } finally {
    await Promise.all(builds.map((build) => build.server.close()));
  }
}

await main();
