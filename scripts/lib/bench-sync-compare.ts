// `BENCH_COMPARE` of `npm run bench:sync`: builds measured interleaved in one browser, each served
// by its own server over the same database (another origin, so another mirror), because the
// machine's speed drifts too much between runs to compare the medians of separate runs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { requireServerRenderer } from './demo-server';
import {
  COLD_STARTS,
  coldStart,
  median,
  openSearch,
  p95,
  readMirror,
  SEARCH_WORDS,
  takeSearchTimes,
  typeWord,
  until,
  untilPacked,
} from './bench-sync-page';

export interface Build {
  /** dist, or the directory BENCH_COMPARE named. */
  name: string;
  base: string;
}

/** The server's base URL on a free local port. */
export async function listenLocally(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  return (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
}

/** A server for each directory, serving that build over `database`; close() stops them. */
export async function serveBuilds(dirs: string[], config: Config, database: DatabaseHandle) {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const builds: Build[] = [];
  for (const dir of dirs) {
    // staticDir is what the server reads (loadConfig resolves it from STATIC_DIR): given
    // STATIC_DIR alone, every server served dist/ and a comparison compared dist/ with itself.
    const staticDir = path.resolve(dir);
    await requireServerRenderer(dir);
    const app = await buildApp({
      config: { ...config, STATIC_DIR: dir, staticDir },
      database,
      logger: false,
    });
    apps.push(app);
    const base = await listenLocally(app);
    // The entry script the build's index.html names must be the one its server serves.
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(
      readFileSync(path.join(staticDir, 'index.html'), 'utf8'),
    )?.[1];
    if (!entry || !(await (await fetch(`${base}/`)).text()).includes(entry))
      throw new Error(`the server of ${dir} does not serve that build`);
    builds.push({ name: dir, base });
  }
  return { builds, close: () => Promise.all(apps.map((app) => app.close())) };
}

/**
 * Fills a build's mirror online (the whole first sync, however that build makes it) and waits for
 * its index pack and its service worker, so it can then start offline.
 */
export async function fillMirror(context: BrowserContext, base: string) {
  await context.setOffline(false);
  await context.addCookies([{ name: 'refugio_accessed', value: '1', url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await until(async () => (await readMirror(page, 'meta', 'lastSyncAt')) !== null, 'its sync');
  await untilPacked(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
}

/** Rounds in which every build runs once, each going first as often as the others. */
export function* rounds<T>(items: readonly T[], count: number): Generator<T[]> {
  for (let round = 0; round < count; round++) {
    const k = round % items.length;
    yield [...items.slice(k), ...items.slice(0, k)];
  }
}

/**
 * The differences of each build from the reference (the first build named in BENCH_COMPARE)
 * within the same round: one slow spell of the machine moves every run of a round, so these are
 * steadier than the medians.
 */
export function printDifferences(what: string, runs: Map<string, number[]>, reference: string) {
  const ref = runs.get(reference)!;
  for (const [name, values] of runs) {
    if (name === reference) continue;
    const differences = values.map((ms, round) => ms - ref[round]!);
    console.log(
      `compared ${what}, ${name} minus ${reference} in the same round: median ` +
        `${median(differences).toFixed(1)} ms; ${name} faster in ` +
        `${differences.filter((d) => d < 0).length} of ${differences.length} rounds`,
    );
  }
}

/** Interleaved offline cold starts (4× CPU) of every build; the context must be offline. */
export async function compareColdStarts(
  context: BrowserContext,
  builds: Build[],
  count: number,
  warm: (build: Build) => boolean,
) {
  // Chromium caches compiled code once a script has run a few times: every build first starts
  // as often as dist/ did in the single run.
  for (const build of builds)
    if (warm(build))
      for (let i = 0; i <= COLD_STARTS; i++)
        await (await coldStart(context, build.base)).page.close();
  const runs = new Map(builds.map((b) => [b.name, [] as number[]]));
  const cpu = new Map(builds.map((b) => [b.name, [] as number[]]));
  for (const order of rounds(builds, count))
    for (const build of order) {
      const run = await coldStart(context, build.base);
      runs.get(build.name)!.push(run.ms);
      await run.page.close();
    }
  // The work alone: the main thread's CPU time to the first rows, at full speed.
  for (const order of rounds(builds, Math.ceil(count / 2)))
    for (const build of order) {
      const run = await coldStart(context, build.base, 1);
      cpu.get(build.name)!.push(run.cpu);
      await run.page.close();
    }
  for (const [name, ms] of runs)
    console.log(
      `compared, offline cold start (4× CPU) of ${name}: median ${median(ms).toFixed(0)} ms ` +
        `over ${ms.length} runs interleaved with the other builds; main thread's CPU to the ` +
        `first rows at 1×: median ${median(cpu.get(name)!).toFixed(0)} ms`,
    );
  printDifferences('cold start', runs, builds[1]!.name);
  printDifferences('main-thread CPU of a cold start at 1×', cpu, builds[1]!.name);
}

/**
 * Interleaved local search: one offline page per build, the words typed in each page in turn
 * (the order rotating by word), `passes` times over SEARCH_WORDS at 1× and at 4× CPU. Each page
 * first types a word that is not counted (the first keystroke loads the search text).
 */
export async function compareSearch(
  context: BrowserContext,
  builds: Build[],
  passes: number,
  profileDir?: string,
) {
  const pages: { build: Build; page: Page; cdp: CDPSession }[] = [];
  for (const build of builds) {
    const { page, cdp } = await coldStart(context, build.base);
    await openSearch(page);
    await typeWord(page, SEARCH_WORDS[0]!);
    await takeSearchTimes(page);
    pages.push({ build, page, cdp });
  }
  try {
    for (const rate of [1, 4]) {
      for (const { cdp } of pages) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        if (profileDir && rate === 1) await cdp.send('Profiler.enable');
        if (profileDir && rate === 1) await cdp.send('Profiler.start');
      }
      const times = new Map(builds.map((b) => [b.name, [] as number[]]));
      const cpu = new Map(builds.map((b) => [b.name, 0]));
      const words = Array.from({ length: passes }, () => SEARCH_WORDS).flat();
      let w = 0;
      for (const order of rounds(pages, words.length)) {
        const word = words[w++]!;
        for (const { build, page, cdp } of order) {
          await page.bringToFront();
          const used = await typeWord(page, word, cdp);
          times.get(build.name)!.push(...(await takeSearchTimes(page)));
          cpu.set(build.name, cpu.get(build.name)! + used);
        }
      }
      if (profileDir && rate === 1)
        for (const { build, cdp } of pages) {
          const { profile } = await cdp.send('Profiler.stop');
          const file = path.join(
            profileDir,
            `${build.name.replace(/\W+/g, '_')}-search.cpuprofile`,
          );
          writeFileSync(file, JSON.stringify(profile));
          console.log(`search's CPU profile at 1× of ${build.name}: ${file}`);
        }
      for (const [name, ms] of times)
        console.log(
          `compared, search ${rate}× CPU of ${name}: p95 ${p95(ms).toFixed(1)} ms, median ` +
            `${median(ms).toFixed(1)} ms over ${ms.length} keystrokes interleaved with the other ` +
            `builds; main thread's CPU ${(cpu.get(name)! / ms.length).toFixed(1)} ms a keystroke`,
        );
    }
  } finally {
    for (const { page } of pages) await page.close();
  }
}
