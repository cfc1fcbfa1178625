// The app server as the benchmarks run it: production mode, a fresh embedded database with the
// demo data, serving the build in dist/ on a free local port. Also names one public service, so
// scripts can open a service detail page.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { SERVER_RENDERER_FILE } from '../../src/shared/app-shell';
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
 * Fails unless the build in `dir` can draw a service's page on the server: its renderer
 * (`ssr/first-screen.mjs`) imports React and Lingui by name, which Node looks for in `node_modules`
 * above the file. A build made outside the repository (`--outDir /tmp/…`) has none, its server
 * quietly sends the plain shell, and its service page was then compared with a page the other
 * build drew on the server (a later LCP, 2026-11-28). Make such builds inside the repository,
 * e.g. `npx vite build --outDir <repository>/.tmp/dist-base` from a worktree.
 */
export async function requireServerRenderer(dir: string): Promise<void> {
  const file = path.resolve(dir, SERVER_RENDERER_FILE);
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    throw new Error(
      `The build in ${dir} cannot draw service pages on the server (${file}: ${String(error)}). ` +
        'Build it inside the repository, e.g. with --outDir .tmp/dist-base.',
    );
  }
}

/**
 * `unmarked`: the demo listings are stored as real ones (`is_demo` false), so the shell has no
 * demo notice and the screens are drawn as on a real deployment. `dir`: the build to serve.
 */
export async function startDemoServer({
  unmarked = false,
  dir = staticDir,
} = {}): Promise<DemoServer> {
  await requireServerRenderer(dir);
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
