// The modules of the first screen: what a start runs (main.tsx's static imports) and the two
// routes index.html preloads (home, and a service page for a shared link; PRELOADED_ROUTES in
// ./startup-chunks.ts), each with its static imports. Their messages are the first-screen catalog,
// the one a start loads (./catalog-sources.ts); the other visitor screens' modules wait for
// theirs (./catalog-wait.ts; docs/architecture.md "Catalogs").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startupModules } from './startup-modules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const FIRST_SCREEN_ENTRIES = [
  'src/client/main.tsx',
  'src/client/app/routes/home.tsx',
  'src/client/app/routes/service-detail.tsx',
] as const;

const known = new Map<string, Set<string>>();

/** Absolute paths of the first screen's modules (computed once per root). */
export function firstScreenModules(root = ROOT): Set<string> {
  const found = known.get(root);
  if (found) return found;
  const modules = new Set<string>();
  for (const entry of FIRST_SCREEN_ENTRIES)
    for (const file of startupModules(path.join(root, entry))) modules.add(file);
  known.set(root, modules);
  return modules;
}
