import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { buildServer } from '../../scripts/lib/server-build.mjs';

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

const TSX_SERVER = ['node_modules/.bin/tsx', 'src/server/server.ts'] as const;

function startServer(
  env: Record<string, string>,
  onReady?: (port: number) => Promise<void>,
  [command, ...args]: readonly string[] = TSX_SERVER,
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(command!, args, {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    let ready = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match =
        /"Refugio is ready[^\n]*/.test(stdout) &&
        /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match && !ready && onReady) {
        ready = true;
        onReady(Number(match[1]))
          .then(() => child.kill('SIGTERM'))
          .catch((error: unknown) => {
            child.kill('SIGKILL');
            reject(error as Error);
          });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close', not 'exit': the process can exit before its last lines (the shutdown's) have come
    // through the pipe, and a CI run on Node 24 missed the "signal":"SIGTERM" line so.
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}

describe('the server process', () => {
  it('refuses to start on a bad configuration, listing every problem', async () => {
    const run = await startServer({ PORT: 'eighty', DEFAULT_TIMEZONE: 'Nowhere/Never' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toMatch(/- PORT: /);
    expect(run.stderr).toMatch(/- DEFAULT_TIMEZONE: must be an IANA time zone/);
    expect(run.stderr).toContain('See .env.example');
  }, 60_000);

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const run = await serveHealthOnce(TSX_SERVER);
    expect(run.health).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(run.stdout).toContain('"signal":"SIGTERM"');
    expect(run.code).toBe(0);
  }, 90_000);

  it('runs compiled, as production does: plain node, one process, migrations beside the bundle', async () => {
    // Two folders below the project root, as build/server is (scripts/lib/server-build.mjs); one
    // per process, as npm test runs a Node 24 pass beside the Node 20 one (docs/testing.md).
    const outDir = `.tmp/server-build-test-${process.pid}`;
    await buildServer(outDir);
    const run = await serveHealthOnce(['node', `${outDir}/server.mjs`]).finally(() =>
      rmSync(outDir, { recursive: true, force: true }),
    );
    expect(run.health).toMatchObject({ status: 'ok', database: 'pglite', version: '0.1.0' });
    expect(run.stdout).toContain('"signal":"SIGTERM"');
    expect(run.code).toBe(0);
  }, 120_000);
});

// A first start prepares the database (migrations, gazetteer, demo) in a child process, so the
// server that stays does not keep what the seed took (docs/architecture.md, "Memory"); a restart
// prepares in-process. On a fresh PostgreSQL database, the quicker first start.
describe.runIf(inject('pgTemplateUrl'))('the first start', () => {
  it('seeds in a child process that exits, prints the administrator once, and a restart seeds nothing', async () => {
    const adminUrl = new URL(inject('pgTemplateUrl'));
    adminUrl.pathname = '/postgres';
    const name = `first_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = {
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'first@refugio.test',
      };
      const pidOf = (line: string) => (JSON.parse(line) as { pid: number }).pid;
      const first = await startServer(env, async () => undefined);
      const lines = first.stdout.split('\n').filter((l) => l.startsWith('{'));
      const seeded = lines.filter((l) => l.includes('"msg":"seeded"'));
      const ready = lines.find((l) => l.includes('Refugio is ready'))!;
      expect(seeded.map((l) => (JSON.parse(l) as { step: string }).step)).toEqual([
        'seed.countries',
        'seed.gazetteer',
        'seed.content',
      ]);
      expect(new Set(seeded.map(pidOf)).size).toBe(1);
      expect(pidOf(seeded[0]!)).not.toBe(pidOf(ready));
      expect(first.stdout.match(/First administrator created/g)).toHaveLength(1);
      expect(first.stdout).toContain('first@refugio.test');
      expect(first.code).toBe(0);

      const again = await startServer(env, async () => undefined);
      expect(again.stdout).not.toContain('"msg":"seeded"');
      expect(again.stdout).not.toContain('First administrator created');
      expect(again.code).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});

/** Starts the server on a copy of the seeded template, reads /api/health once, stops it. */
async function serveHealthOnce(command: readonly string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-proc-'));
  // Start from the seeded template: this test is about the process, not PGlite's first boot.
  const template = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await template.close();
  let health: unknown;
  const run = await startServer(
    { DATA_DIR: dir },
    async (port) => {
      health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    },
    command,
  );
  return { ...run, health };
}
