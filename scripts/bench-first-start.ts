// `npm run bench:first-start`: seconds from `node server` to a healthy /api/health, on an empty
// DATA_DIR (create, migrate, seed gazetteer + demo) and again on the same folder (a restart).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 8291);

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('node_modules/.bin/tsx', ['src/server/server.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bench-'));
try {
  const first = await timeStart(dir);
  const restart = await timeStart(dir);
  console.log(`first start (empty DATA_DIR → healthy): ${first.toFixed(1)} s`);
  console.log(`restart (existing DATA_DIR → healthy):   ${restart.toFixed(1)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
