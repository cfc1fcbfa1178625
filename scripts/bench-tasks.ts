// `npm run bench:tasks`: what the main thread does after the first paint of a first visit, in
// real (unthrottled) durations, where Lighthouse only shows its simulation. Loads home and a
// service page of the demo server (dist/, like bench:lighthouse: a fresh profile holding only the
// 'already accessed' cookie) BENCH_TASKS_RUNS times each (3) with a Chromium trace and V8's sampling
// profiler, and prints every task of at least 12 ms after the first contentful paint with its
// layout and paint and its busiest functions, then per page the median of Σ max(0, 4·t − 50):
// the blocking time Lighthouse's 4× slower phone counts for them (docs/screens.md, "Blocking time
// after an early first paint"). Printed, not asserted. BENCH_TASKS_PAGES=home|service picks one.
// Needs a build (`npm run build`).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { requireBuild, startDemoServer } from './lib/demo-server';
import { loadTasks, TraceGapError, type LoadTasks, type TraceEvent } from './lib/trace-tasks';

const RUNS = Number(process.env.BENCH_TASKS_RUNS ?? 3);
const PAGES = (process.env.BENCH_TASKS_PAGES ?? 'home,service').split(',');
/** How long after the navigation the trace runs: the first rows come with the first sync. */
const TRACE_MS = 5000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * One first visit of `url` in a fresh context, traced. Chromium now and then leaves the page's
 * navigation out of the trace (on a slow host, about one load in five); such a load is traced
 * again, at most twice, and said so.
 */
async function tracedLoad(browser: Browser, base: string, url: string): Promise<LoadTasks> {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForTimeout(TRACE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    await context.close();
    try {
      return loadTasks(trace.traceEvents, url);
    } catch (error) {
      if (!(error instanceof TraceGapError) || attempt === 3) throw error;
      console.log(`  (${error.message}; traced again)`);
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fixed = (n: number) => n.toFixed(1);

async function main() {
  requireBuild();
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const name of PAGES) {
      const url =
        name === 'home' ? `${server.base}/` : `${server.base}/services/${server.service.id}`;
      const sums: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const load = await tracedLoad(browser, server.base, url);
        sums.push(load.blockingAt4x);
        console.log(
          `${name} run ${run}: FCP ${load.fcp.toFixed(0)} ms, ${load.tasks.length} tasks ≥ 12 ms ` +
            `after it, Σ max(0, 4·t − 50) = ${load.blockingAt4x.toFixed(0)} ms`,
        );
        for (const task of load.tasks) {
          const rendering = Object.entries(task.rendering)
            .filter(([, ms]) => ms >= 0.5)
            .map(([kind, ms]) => `${kind} ${fixed(ms)}`)
            .join(', ');
          console.log(`  @${task.start.toFixed(0)} ms: ${fixed(task.ms)} ms ${rendering}`);
          for (const [frame, ms] of task.functions)
            if (ms >= 1) console.log(`      ${fixed(ms).padStart(5)}  ${frame}`);
        }
      }
      console.log(
        `${name}: median Σ max(0, 4·t − 50) over ${RUNS} runs: ${median(sums).toFixed(0)} ms ` +
          `(${sums.map((s) => s.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
