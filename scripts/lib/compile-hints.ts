// V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad`
// has all its functions compiled eagerly, while it streams in, on a background thread. Without
// it, each function is compiled on the main thread when first called: ~0.5 s of a cold start at
// 4× CPU went to that (docs/sync.md, "Reading fast"). Only the start-up chunks get the hint —
// the entry, what it imports statically, and the home route with its static imports, the same
// files scripts/lib/initial-bundle.ts counts — since compiling code that never runs wastes time
// and memory. Other engines read the line as a comment.
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

/** The chunks a start at `/` runs: entries and the home route, with their static imports. */
export function startupChunkFiles(bundle: BundleLike): string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const queue = chunks
    .filter((chunk) => chunk.isEntry || HOME_ROUTE.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => chunk.fileName);
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

/** Puts the hint on the first line of each start-up chunk, keeping its source map in step. */
export function compileHints(): Plugin {
  return {
    name: 'refugio:compile-hints',
    apply: 'build',
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
  };
}
