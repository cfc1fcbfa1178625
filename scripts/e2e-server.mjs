// The server for the end-to-end tests: a fresh embedded database every run (a first start, with
// demo data), so results never depend on what an earlier run or an older schema left behind.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node_modules/.bin/tsx', ['src/server/server.ts'], {
  stdio: 'inherit',
  // Every browser of the suite signs in from 127.0.0.1: the per-client limit of 10 sign-ins a
  // minute would fail tests that are not about it (tests/server cover the limit itself).
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
