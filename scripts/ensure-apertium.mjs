// Makes sure the embedded machine-translation engine is there (machine translation, docs/translation.md):
// Debian's `apertium` with the English↔Spanish pair. Installs it when missing and running as
// root; otherwise prints one line saying how. Never fails: without the engine, services still
// save and their Spanish waits in the queue until it is installed.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const PACKAGES = ['apertium', 'apertium-eng-spa'];
const MODE = 'eng-spa';

function hasMode(bin) {
  const listed = spawnSync(bin, ['-l'], { encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return false;
  return listed.stdout.split(/\s+/).includes(MODE);
}

/** True when apertium with the eng-spa mode is usable after the call. */
export function ensureApertium(log = console.log, env = process.env) {
  const provider = env.TRANSLATE_PROVIDER ?? 'apertium';
  if (provider !== 'apertium') return true;
  const bin = env.APERTIUM_BIN || 'apertium';
  if (hasMode(bin)) return true;
  if (process.getuid?.() !== 0 || bin !== 'apertium') {
    log(
      `Apertium (${MODE}) is missing: machine translation waits until you run ` +
        `'sudo apt-get install -y ${PACKAGES.join(' ')}' (or set TRANSLATE_PROVIDER).`,
    );
    return false;
  }
  log(`Apertium (${MODE}) is missing: installing Debian packages ${PACKAGES.join(', ')}`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    stdio: 'inherit',
    env: aptEnv,
  });
  if (install.status !== 0) {
    // A fresh machine has no package lists yet.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
    install = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: 'inherit',
      env: aptEnv,
    });
  }
  const ok = hasMode(bin);
  if (!ok) log('Apertium could not be installed: machine translation waits in the queue.');
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureApertium();
  } catch (error) {
    console.log(`Apertium check skipped: ${error instanceof Error ? error.message : error}`);
  }
  process.exit(0);
}
