// A throwaway PostgreSQL cluster for the test suite: a temp dir, a free port, fsync off.
// Uses Debian's binaries under /usr/lib/postgresql (installing them when missing and root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function ensurePostgresBinaries(log) {
  let bin = findBinDir();
  if (bin) return bin;
  if (!isRoot) return null;
  log('PostgreSQL binaries are missing: installing Debian package postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql', 'postgresql-contrib'], {
    stdio: 'inherit',
    env,
  });
  bin = findBinDir();
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; returns { url, stop } or null when PostgreSQL cannot be had here. */
export async function startCluster(log = console.log) {
  const bin = ensurePostgresBinaries(log);
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-pg-'));
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  mkdirSync(sock);
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres user then.
  const asUser = (cmd, args) => {
    if (!isRoot) return execFileSync(cmd, args, { stdio: 'pipe' });
    const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  };
  if (isRoot) {
    chownSync(dir, uidOf('postgres'), gidOf('postgres'));
    chownSync(sock, uidOf('postgres'), gidOf('postgres'));
  }
  asUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const opts = `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    opts,
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    version: path.basename(path.dirname(bin)),
    stop() {
      try {
        asUser(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function uidOf(user) {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gidOf(user) {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
