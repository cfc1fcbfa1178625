// The production server is compiled once to plain JavaScript (esbuild) and run by `node` in one
// process; tsx compiles TypeScript at run time and stays for development (`npm run dev`) and the
// tests. Packages stay external (resolved from node_modules at run time, as PGlite's WebAssembly
// and argon2's native binding need). The bundle lives two folders below the project root
// (build/server/), as src/server/*.ts do, so `new URL('../../package.json', import.meta.url)` and
// the migrations folder next to the code resolve the same in both; the migrations are copied there.
import { cpSync, rmSync } from 'node:fs';
import { isStale } from './freshness.mjs';

export const SERVER_OUT_DIR = 'build/server';
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/server.mjs`;
const SOURCES = ['src/server', 'src/shared', 'package-lock.json', 'scripts/lib/server-build.mjs'];

/** True when the compiled server is missing or older than any of its sources. */
export function serverBuildIsStale() {
  return isStale(SERVER_ENTRY, SOURCES);
}

/** outDir must also be two folders below the project root (see above). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const { build, stop } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  // esbuild's service process would otherwise live as long as the server this start goes on to run
  // in the same process (46 MB here): one node process, nothing beside it (docs/architecture.md).
  await build({
    entryPoints: { server: 'src/server/server.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  }).finally(() => stop());
  cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
}

/** Builds the server when it is missing or stale; returns whether it built. */
export async function ensureServerBuild(log = console.log) {
  if (!serverBuildIsStale()) return false;
  log('Building the server (first start or changed sources)…');
  await buildServer();
  return true;
}
