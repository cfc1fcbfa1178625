// The server for the end-to-end tests: a fresh embedded database every run (a first start, with
// demo data), so results never depend on what an earlier run or an older schema left behind. It
// runs the compiled server, as `npm start` does, in this process.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_ENTRY } from './lib/server-build.mjs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Every browser of the suite signs in from 127.0.0.1: the per-client limit of 10 sign-ins a
// minute would fail tests that are not about it (tests/server cover the limit itself).
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '1000';
// Likewise the ceiling every API route shares (docs/api.md "Rate limits"): two browsers loading
// screens for minutes are one client here.
process.env.API_RATE_LIMIT_PER_MINUTE ??= '1000000';
await ensureServerBuild();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
