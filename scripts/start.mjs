// `npm start`: builds the PWA and the server when missing or older than their sources, then runs
// the compiled server in this same process (API + PWA on one port; embedded PostgreSQL with demo
// data unless DATABASE_URL is set). One node process: no tsx, no child process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from './lib/freshness.mjs';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';

const SOURCES = [
  'src/client',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

if (isStale('dist/index.html', SOURCES)) {
  console.log('Building the PWA (first start or changed sources)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await ensureServerBuild();

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
