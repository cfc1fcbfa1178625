// Runs vitest with a stall watchdog. PGlite's WebAssembly build can spin forever inside a query
// (docs/testing.md, "A stalled PGlite"): the worker's event loop never turns again, so vitest's own
// timeouts cannot fire. When no output has come for STALL_S, the whole vitest process group is
// killed and only the files that had not finished run again.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const STALL_S = Number(process.env.VITEST_STALL_S ?? 180);
const MAX_ATTEMPTS = 4;

function readLedger(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Every test file vitest would run, as absolute paths (vitest list --filesOnly). */
function listFiles(env, filters, out) {
  return new Promise((resolve, reject) => {
    const args = ['list', '--filesOnly', `--json=${out}`, ...filters];
    const child = spawn('node_modules/.bin/vitest', args, {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`vitest list exited with ${code}`));
      const files = JSON.parse(readFileSync(out, 'utf8')).map((f) => path.resolve(f.file));
      resolve([...new Set(files)]);
    });
  });
}

function attempt(files, env, write, workers) {
  return new Promise((resolve) => {
    const args = [
      'run',
      workers > 1 ? `--max-workers=${workers}` : '--no-file-parallelism',
      '--reporter=default',
      '--reporter=./scripts/lib/vitest-ledger.mjs',
      ...files,
    ];
    // Its own process group, so a stuck worker dies with it.
    const child = spawn('node_modules/.bin/vitest', args, { env, detached: true, stdio: 'pipe' });
    let last = Date.now();
    let stalled = false;
    const seen = () => (last = Date.now());
    child.stdout.on('data', (chunk) => (write(chunk), seen()));
    child.stderr.on('data', (chunk) => (write(chunk), seen()));
    const timer = setInterval(() => {
      if (Date.now() - last < STALL_S * 1000) return;
      stalled = true;
      write(`\nvitest printed nothing for ${STALL_S} s: stopping it (stalled worker)\n`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5_000);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, stalled });
    });
  });
}

/**
 * Runs the vitest suite; resolves { ok, passed, failed, skipped, slowest, failures }. A file
 * counts once, with the result of its last finished run; `slowest` lists the files that took
 * longest, as [file, seconds]; `failures`, each failed test as { file, test, error }. Options:
 * `env` added to `baseEnv` (process.env; test-all.mjs puts Node 24 first on its PATH), `filters`
 * narrowing the files as on vitest's command line (files, or `--project <name>`), `workers`, how
 * many test files run at once (each in its own process), `name` keeping this run's reports apart
 * from another run's at the same time, and `log`, a file that takes the output instead of the
 * console.
 */
export async function runVitest({
  env: extraEnv = {},
  filters = [],
  workers = 1,
  baseEnv = process.env,
  name = 'vitest',
  log = null,
} = {}) {
  const reports = path.resolve('.tmp/reports');
  const ledger = path.join(reports, `${name}-ledger.jsonl`);
  rmSync(ledger, { force: true });
  if (log) rmSync(log, { force: true });
  const write = log
    ? (chunk) => appendFileSync(log, chunk)
    : (chunk) => process.stdout.write(chunk);
  const env = { ...baseEnv, ...extraEnv, VITEST_LEDGER: ledger };
  const all = await listFiles(env, filters, path.join(reports, `${name}-files.json`));
  let files = filters;
  let result = { code: 1, stalled: false };
  for (let n = 1; n <= MAX_ATTEMPTS; n++) {
    result = await attempt(files, env, write, workers);
    if (!result.stalled) break;
    const done = new Set(readLedger(ledger).map((r) => path.resolve(r.file)));
    files = all.filter((f) => !done.has(f));
    if (files.length === 0) break;
    write(`running the ${files.length} unfinished file(s) again (attempt ${n + 1})\n`);
  }
  const byFile = new Map(readLedger(ledger).map((r) => [path.resolve(r.file), r]));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const r of byFile.values()) {
    totals.passed += r.passed;
    totals.failed += r.failed;
    totals.skipped += r.skipped;
  }
  const relative = (file) => path.relative(process.cwd(), file);
  // Each failed test, with its error's first line, for the summary; then each file never run.
  const failures = [...byFile.values()].flatMap((r) =>
    (r.failures ?? []).map((f) => ({ file: relative(r.file), ...f })),
  );
  const missing = all.filter((f) => !byFile.has(f));
  for (const f of missing) {
    write(`NOT RUN: ${relative(f)}\n`);
    failures.push({ file: relative(f), test: '(not run)', error: '' });
  }
  const ok = !result.stalled && result.code === 0 && totals.failed === 0 && missing.length === 0;
  const slowest = [...byFile.values()]
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .slice(0, 10)
    .map((r) => [relative(r.file), (r.ms ?? 0) / 1000]);
  return { ok, ...totals, failed: totals.failed + missing.length, slowest, failures };
}
