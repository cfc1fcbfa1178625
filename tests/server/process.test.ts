import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
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
    child.on('exit', (code) => resolve({ stdout, stderr, code }));
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
    // Two folders below the project root, as build/server is (scripts/lib/server-build.mjs).
    const outDir = '.tmp/server-build-test';
    await buildServer(outDir);
    const run = await serveHealthOnce(['node', `${outDir}/server.mjs`]);
    expect(run.health).toMatchObject({ status: 'ok', database: 'pglite', version: '0.1.0' });
    expect(run.stdout).toContain('"signal":"SIGTERM"');
    expect(run.code).toBe(0);
  }, 120_000);
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
