// What a first visit to home downloads before it can draw anything: the scripts of dist/index.html
// (the entry module, and the early-taps script, scripts/lib/early-taps.ts), everything they import
// statically, and the home route's lazy chunk with its own static imports (React.lazy fetches it at
// once, since home is the initial route). Read from the built files themselves, so the check needs
// no Vite manifest and sees exactly what ships.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { keepRoutePreloads } from '../../src/server/http/route-preloads';
import { COMPILE_HINT } from './startup-chunks';

/**
 * The initial route's JavaScript, gzip-compressed: 150 KiB in the first-screen budget (docs/architecture.md "Routing"), 120 KiB in the lean server (docs/architecture.md "Memory") (the
 * first screen draws from IndexedDB without Dexie, db/watch-mirror.ts), 115 KiB since the first screen's own catalog
 * (docs/architecture.md "The first screen": 112.4 KiB then, the rest left for what a start must add).
 */
export const INITIAL_JS_BUDGET_BYTES = 115 * 1024;

/**
 * Strings that only maplibre-gl's own code holds, and that survive Vite's minification (its
 * license banner does not: Vite drops comments). Both are class names its Map constructor sets;
 * tests/server/check-bundle.test.ts checks they are still in the installed package.
 */
export const MAPLIBRE_MARKERS = ['maplibregl-canvas-container', 'maplibregl-ctrl-attrib-inner'];

/**
 * Error names only Dexie's own code lists (kept as strings by the minifier). The first screen reads
 * IndexedDB without Dexie and loads it after the first content (docs/architecture.md "Memory"); the same test checks
 * they are still in the installed package.
 */
export const DEXIE_MARKERS = ['MissingAPIError', 'DatabaseClosedError'];

/** The home route's chunk as Rollup/Rolldown names it by default: `[name]-[hash].js`. */
const HOME_CHUNK = /^home-[\w-]{8}\.js$/;

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])([^"'`\s]+?\.m?js)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`\s]+?\.m?js)\1\s*\)/g;
/** Every script index.html loads: the app's module script, and the early-taps classic script. */
const SCRIPT = /<script\b[^>]*\bsrc=["']([^"']+)["']/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/gi;

export interface InitialChunk {
  /** Path inside the build folder, with forward slashes (`assets/shell-abc.js`). */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The maplibre markers found in it. */
  maplibre: string[];
  /** The Dexie markers found in it. */
  dexie: string[];
  /** Starts with V8's compile hint (scripts/lib/startup-chunks.ts). */
  compileHint: boolean;
  /** index.html loads or preloads it, so it is fetched with the entry. */
  inIndexHtml: boolean;
}

export interface BundleReport {
  chunks: InitialChunk[];
  gzipBytes: number;
  budgetBytes: number;
  /** Why the check fails; empty when it passes. */
  problems: string[];
}

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[2]!);
}

/** A specifier as a path inside the build folder; null for bare or external ones. */
function resolveIn(distDir: string, fromFile: string, specifier: string): string | null {
  if (/^[a-z]+:/i.test(specifier)) return null;
  const absolute = specifier.startsWith('/')
    ? path.join(distDir, specifier)
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(distDir, fromFile)), specifier)
      : null;
  if (!absolute) return null;
  return path.relative(distDir, absolute).split(path.sep).join('/');
}

/** `roots` and every file they import statically, directly or not. */
function withStaticImports(distDir: string, roots: string[], into: Set<string>): void {
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (into.has(file)) continue;
    const absolute = path.join(distDir, file);
    if (!existsSync(absolute)) throw new Error(`${file} is imported but is not in ${distDir}`);
    into.add(file);
    for (const specifier of specifiers(readFileSync(absolute, 'utf8'), STATIC_IMPORT)) {
      const resolved = resolveIn(distDir, file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
}

/** index.html as the server answers `/`: other routes' preloads left out (route-preloads.ts). */
const homeShell = (distDir: string) =>
  keepRoutePreloads(readFileSync(path.join(distDir, 'index.html'), 'utf8'), '/');

/** The JavaScript files a first visit to home needs, in the order they were found. */
export function initialChunkFiles(distDir: string): string[] {
  const html = homeShell(distDir);
  const roots = [...html.matchAll(SCRIPT), ...html.matchAll(MODULE_PRELOAD)]
    .map((match) => resolveIn(distDir, 'index.html', match[1]!))
    .filter((file): file is string => file !== null);
  if (roots.length === 0) throw new Error('index.html has no module script');
  const files = new Set<string>();
  withStaticImports(distDir, roots, files);
  // Dynamic imports are relative to the chunk that holds them.
  const home = [...files]
    .flatMap((file) =>
      specifiers(readFileSync(path.join(distDir, file), 'utf8'), DYNAMIC_IMPORT).map((s) =>
        resolveIn(distDir, file, s),
      ),
    )
    .find((file) => file !== null && HOME_CHUNK.test(path.posix.basename(file)));
  if (!home) throw new Error('no lazy import of the home route chunk (home-<hash>.js) found');
  withStaticImports(distDir, [home], files);
  return [...files];
}

/** Sizes and maplibre markers of the initial JavaScript, checked against the budget. */
export function checkInitialBundle(
  distDir: string,
  budgetBytes = INITIAL_JS_BUDGET_BYTES,
): BundleReport {
  const html = homeShell(distDir);
  const named = new Set(
    [...html.matchAll(SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((match) =>
      resolveIn(distDir, 'index.html', match[1]!),
    ),
  );
  const chunks = initialChunkFiles(distDir).map((file): InitialChunk => {
    const content = readFileSync(path.join(distDir, file));
    const text = content.toString('utf8');
    return {
      file,
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
      maplibre: MAPLIBRE_MARKERS.filter((marker) => text.includes(marker)),
      dexie: DEXIE_MARKERS.filter((marker) => text.includes(marker)),
      compileHint: text.startsWith(`${COMPILE_HINT}\n`),
      inIndexHtml: named.has(file),
    };
  });
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const problems: string[] = [];
  if (gzipBytes > budgetBytes)
    problems.push(
      `the initial JavaScript is ${kib(gzipBytes)} KiB gzipped, over the ${kib(budgetBytes)} KiB budget`,
    );
  for (const chunk of chunks.filter((c) => c.maplibre.length > 0))
    problems.push(
      `${chunk.file} is loaded at start but holds maplibre-gl (${chunk.maplibre.join(', ')}): ` +
        'the map must stay in a lazily loaded chunk',
    );
  for (const chunk of chunks.filter((c) => c.dexie.length > 0))
    problems.push(
      `${chunk.file} is loaded at start but holds Dexie (${chunk.dexie.join(', ')}): the first ` +
        'screen reads IndexedDB without it and loads it after the first content (db/watch-mirror.ts)',
    );
  for (const chunk of chunks.filter((c) => !c.compileHint))
    problems.push(
      `${chunk.file} is loaded at start but does not begin with "${COMPILE_HINT}": ` +
        'its functions would be compiled on the main thread (scripts/lib/startup-chunks.ts)',
    );
  for (const chunk of chunks.filter((c) => !c.inIndexHtml))
    problems.push(
      `${chunk.file} is loaded at start but index.html does not preload it: it would be ` +
        'fetched only once the shell has rendered (scripts/lib/startup-chunks.ts)',
    );
  return { chunks, gzipBytes, budgetBytes, problems };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
