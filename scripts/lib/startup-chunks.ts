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
// Both are added after the file names are hashed: a chunk that gains or loses the hint alone keeps
// its name, and its code is the same either way.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The home route's module, which React.lazy loads at once on a start at `/`. */
const HOME_ROUTE = /[\\/]src[\\/]client[\\/]app[\\/]routes[\\/]home\.tsx$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

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

/** The home route's chunk and its static imports. */
export function homeRouteChunkFiles(bundle: BundleLike): string[] {
  const home = chunksOf(bundle).filter((chunk) => HOME_ROUTE.test(chunk.facadeModuleId ?? ''));
  return withStaticImports(
    bundle,
    home.map((chunk) => chunk.fileName),
  );
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
        const files = homeRouteChunkFiles(context.bundle as unknown as BundleLike).filter(
          (file) => !html.includes(`${base}${file}"`),
        );
        return files.map((file) => ({
          tag: 'link',
          // Marked for the server, which leaves them out of a first visit to another route.
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `${base}${file}`,
            'data-home': true,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
