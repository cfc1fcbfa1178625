// The app server as the benchmarks run it: production mode, a fresh embedded database with the
// demo data, serving the build in dist/ on a free local port. Also names one public service, so
// scripts can open a service detail page.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { prepareDatabase } from '../../src/server/db/prepare';
import { queryRows } from '../../src/server/db/raw';
import { benchConfig } from './bench-services';

export interface DemoServer {
  base: string;
  service: { id: string; name: string };
  close: () => Promise<void>;
}

/** The build to serve: dist/, or the directory in STATIC_DIR (a build made elsewhere to compare). */
const staticDir = process.env.STATIC_DIR ?? 'dist';

/** Exits the process with a message when there is no build to serve in `dir`. */
export function requireBuild(dir = staticDir): void {
  if (existsSync(path.join(dir, 'index.html'))) return;
  console.error(`No build in ${dir}/: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * `unmarked`: the demo listings are stored as real ones (`is_demo` false), so the shell has no
 * demo notice and the screens are drawn as on a real deployment. `dir`: the build to serve.
 */
export async function startDemoServer({
  unmarked = false,
  dir = staticDir,
} = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refugio-demo-server-'));
  const config = benchConfig(dataDir, { STATIC_DIR: dir });
  const { handle } = await prepareDatabase(config);
  const app = await buildApp({ config, database: handle, logger: false });
  const close = async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (unmarked) await handle.db.execute(sql`UPDATE services SET is_demo = false`);
    const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    const [service] = await queryRows<{ id: string; name: string }>(
      handle.db,
      sql`SELECT id, name FROM services WHERE is_approved ORDER BY name LIMIT 1`,
    );
    if (!service) throw new Error('the demo data has no approved service');
    return { base, service, close };
  } catch (error) {
    await close();
    throw error;
  }
}
