// Puts the first screen (src/client/app/prerender/first-screen.tsx) into the built index.html,
// inside #root, so the first paint needs no JavaScript (docs/architecture.md "The first screen").
// It is rendered from the app's own components: a Vite server in middleware mode loads the module
// with the same transforms as the build (React, the Lingui macros, the .po catalogs), and React
// renders it to HTML. Done in transformIndexHtml, before vite-plugin-pwa reads index.html for the
// precache's revision. The same module is also built for Node into the build's folder
// (SERVER_RENDERER_FILE), where the server loads it to draw a public service's first screen.
import path from 'node:path';
import { build, createServer, type PluginOption } from 'vite';
import { SERVER_RENDERER_FILE } from '../../src/shared/app-shell';
import { pathAliases } from './path-aliases';

export const FIRST_SCREEN_MODULE = 'src/client/app/prerender/first-screen.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the markup inside its empty #root; throws if there is no empty #root. */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

/** Renders the first screen with the given transforms (the app's, without the build's own). */
export async function renderFirstScreen(root: string, plugins: PluginOption[]): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // Loaded once for Node: nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: pathAliases(root) },
    plugins,
  });
  try {
    const module = (await server.ssrLoadModule(path.join(root, FIRST_SCREEN_MODULE))) as {
      renderFirstScreen: () => string;
    };
    return module.renderFirstScreen();
  } finally {
    await server.close();
  }
}

/**
 * Builds the first-screen module for Node into `outDir`'s SERVER_RENDERER_FILE. Its libraries
 * (React's server renderer, Lingui, wouter) stay imports, resolved from node_modules when the
 * server first needs them.
 */
export async function buildServerRenderer(
  root: string,
  outDir: string,
  plugins: PluginOption[],
): Promise<void> {
  const file = path.join(outDir, SERVER_RENDERER_FILE);
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: pathAliases(root) },
    plugins,
    build: {
      ssr: path.join(root, FIRST_SCREEN_MODULE),
      outDir: path.dirname(file),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: path.basename(file), format: 'es' } },
    },
  });
}

export function prerenderShell(transforms: () => PluginOption[]) {
  let root = process.cwd();
  let outDir = path.join(root, 'dist');
  return {
    name: 'refugio:prerender-shell',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string; ssr?: unknown } }) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre' as const,
      async handler(html: string) {
        return withFirstScreen(html, await renderFirstScreen(root, transforms()));
      },
    },
    async writeBundle() {
      await buildServerRenderer(root, outDir, transforms());
    },
  };
}
