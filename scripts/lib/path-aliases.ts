// The import aliases (docs/architecture.md "Path aliases"), read from tsconfig.base.json's `paths`
// so TypeScript, Vite, Vitest, the prerender and the start-up module walk agree on one list.
// esbuild (the server build), tsx and Playwright read the same `paths` themselves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = new Map<string, Map<string, string>>();

/** `@client/` → `<root>/src/client/`, … (the file must stay plain JSON: no comments). */
export function aliasRoots(root = ROOT): Map<string, string> {
  const known = read.get(root);
  if (known) return known;
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const roots = new Map<string, string>();
  for (const [pattern, [target]] of Object.entries(config.compilerOptions.paths)) {
    if (!pattern.endsWith('/*') || !target?.endsWith('/*'))
      throw new Error(`tsconfig.base.json: path alias ${pattern} must be a folder alias (name/*)`);
    roots.set(pattern.slice(0, -1), path.join(root, target.slice(0, -2)) + path.sep);
  }
  read.set(root, roots);
  return roots;
}

/** Vite's `resolve.alias` for the same list. */
export function pathAliases(root = ROOT): { find: RegExp; replacement: string }[] {
  return [...aliasRoots(root)].map(([prefix, folder]) => ({
    find: new RegExp(`^${prefix.replace(/[/]/g, '\\/')}`),
    replacement: folder,
  }));
}

/** The file path an aliased specifier names (without extension), or null when it is not aliased. */
export function unalias(specifier: string, root = ROOT): string | null {
  for (const [prefix, folder] of aliasRoots(root))
    if (specifier.startsWith(prefix)) return folder + specifier.slice(prefix.length);
  return null;
}
