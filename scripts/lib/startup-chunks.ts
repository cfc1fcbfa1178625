// The chunks a start at `/` runs — the entry, what it imports statically, and the home route with
// its static imports (the same files scripts/lib/initial-bundle.ts counts) — get two things at
// build time (docs/sync.md, "Reading fast"):
//
// - V8's explicit compile hint (Chrome 136+): a file that starts with
//   `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, while it streams in, on
//   a background thread. Without it each function is compiled on the main thread when first
//   called (~0.3–0.4 s of a cold start at 4× CPU). Other chunks do not get it: compiling code that
//   never runs wastes time and memory. Other engines read the line as a comment.
// - A `<link rel="modulepreload">` in index.html for the home route's chunks, so they are fetched
//   and compiled with the entry instead of after the shell's first render decides on the route
//   (a second wave of ~14 requests that came ~0.3 s later).
//
// The service page's chunks (a shared link's first visit) are preloaded the same way. Each link
// says which routes it is for (`data-route="home service"`); the server keeps, for a first visit,
// only the links of the route asked for (src/server/plugins/static-pwa.ts), and the precached
// shell only home's.
//
// - `fetchpriority="low"` on the entry's `<script type="module">` and on every modulepreload: the
//   first paint needs none of them (index.html carries the first screen, its stylesheet inline,
//   docs/architecture.md "The first screen"), and the browser is told so. At High priority, the
//   default for module scripts, Lighthouse's simulation (Lantern) counts each one that finished
//   loading before the observed first paint as blocking it, so FCP moved between ~0.7 s and
//   ~2.2 s from run to run with when the paint happened to come (docs/screens.md).
//
// The first two are added after the file names are hashed: a chunk that gains or loses the hint alone keeps
// its name, and its code is the same either way.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The route modules whose chunks index.html preloads, by the name the server knows them by. */
export const PRELOADED_ROUTES = {
  /** Home, which React.lazy loads at once on a start at `/`. */
  home: /[\\/]src[\\/]client[\\/]app[\\/]routes[\\/]home\.tsx$/,
  /** A service page, the route of a shared link. */
  service: /[\\/]src[\\/]client[\\/]app[\\/]routes[\\/]service-detail\.tsx$/,
} as const;
export type PreloadedRoute = keyof typeof PRELOADED_ROUTES;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

const MODULE_SCRIPT_OR_PRELOAD =
  /<(script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** `html` with every module script and modulepreload marked `fetchpriority="low"`. */
export const withLowScriptPriority = (html: string) =>
  html.replace(MODULE_SCRIPT_OR_PRELOAD, '<$1 fetchpriority="low"');

type BundleLike = Record<string, ChunkLike | { type: 'asset'; source: string | Uint8Array }>;

/** `roots` and the chunks they import statically, directly or not. */
function withStaticImports(bundle: BundleLike, roots: string[]): string[] {
  const queue = [...roots];
  const found = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') continue;
    found.add(file);
    queue.push(...chunk.imports);
  }
  return [...found];
}

const chunksOf = (bundle: BundleLike) =>
  Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');

/** A route's chunk and its static imports. */
export function routeChunkFiles(bundle: BundleLike, route: PreloadedRoute): string[] {
  const module = PRELOADED_ROUTES[route];
  const roots = chunksOf(bundle).filter((chunk) => module.test(chunk.facadeModuleId ?? ''));
  return withStaticImports(
    bundle,
    roots.map((chunk) => chunk.fileName),
  );
}

/** The home route's chunk and its static imports. */
export const homeRouteChunkFiles = (bundle: BundleLike) => routeChunkFiles(bundle, 'home');

/**
 * The preloads index.html gets: each chunk of a preloaded route that the page does not already
 * load, with the routes it is for.
 */
export function routePreloads(bundle: BundleLike, html: string, base: string) {
  const routes = new Map<string, PreloadedRoute[]>();
  for (const route of Object.keys(PRELOADED_ROUTES) as PreloadedRoute[])
    for (const file of routeChunkFiles(bundle, route))
      if (!html.includes(`${base}${file}"`)) routes.set(file, [...(routes.get(file) ?? []), route]);
  return [...routes].map(([file, forRoutes]) => ({ file, routes: forRoutes }));
}

/** The chunks a start at `/` runs: entries and the home route, with their static imports. */
export function startupChunkFiles(bundle: BundleLike): string[] {
  const entries = chunksOf(bundle)
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.fileName);
  return [...new Set([...withStaticImports(bundle, entries), ...homeRouteChunkFiles(bundle)])];
}

export function startupChunks(): Plugin {
  let base = '/';
  return {
    name: 'refugio:startup-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite's own generateBundle work, which puts `const __vite__mapDeps=…` first.
      order: 'post',
      handler(_options, bundle) {
        for (const file of startupChunkFiles(bundle as unknown as BundleLike)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const tags = routePreloads(context.bundle as unknown as BundleLike, html, base).map(
          ({ file, routes }) => ({
            tag: 'link',
            // Marked for the server, which leaves them out of a first visit to another route.
            attrs: {
              rel: 'modulepreload',
              fetchpriority: 'low',
              crossorigin: true,
              href: `${base}${file}`,
              'data-route': routes.join(' '),
            },
            injectTo: 'head' as const,
          }),
        );
        return { html: withLowScriptPriority(html), tags };
      },
    },
  };
}
