// Puts the first screen (src/client/app/prerender/first-screen.tsx) into the built index.html,
// inside #root, so the first paint needs no JavaScript (docs/architecture.md "Memory"). It is rendered from the app's
// own components: a Vite server in middleware mode loads the module with the same transforms as
// the build (React, the Lingui macros, the .po catalogs), and React renders it to HTML. Done in
// transformIndexHtml, before vite-plugin-pwa reads index.html for the precache's revision.
import path from 'node:path';
import { createServer, type PluginOption } from 'vite';
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

export function prerenderShell(transforms: () => PluginOption[]) {
  let root = process.cwd();
  return {
    name: 'refugio:prerender-shell',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre' as const,
      async handler(html: string) {
        return withFirstScreen(html, await renderFirstScreen(root, transforms()));
      },
    },
  };
}
