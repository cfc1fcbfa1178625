// What the benchmarks that run the compiled server in a child process share: a free port, the
// child's memory from /proc, percentiles, and waiting for its /api/health.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** RSS now and its high-water mark (VmHWM), in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/** Waits until the server answers /api/health with 200 (5 minutes at most). */
export async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the server did not start in 5 minutes');
}
