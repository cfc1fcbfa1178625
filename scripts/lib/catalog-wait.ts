// The first screen's catalog is the only one a start loads (./catalog-sources.ts). A module whose
// messages are in the other visitor screens' catalog gets `import '@client/lib/visitor-catalog'`
// first: that module waits for the catalog (top-level await), so whatever loads such a module —
// a route, a sheet, a form, the sync engine — gets it translated, without each lazy import having
// to remember it. The management screens load theirs with their route (app/lazy-page.tsx).
import type { Plugin } from 'vite';
import { catalogOf } from './catalog-sources';

export const CATALOG_WAIT_IMPORT = "import '@client/lib/visitor-catalog';";

const MACRO_IMPORT = /\bfrom\s*['"]@lingui\/(?:core|react)\/macro['"]/;
const APP_MODULE = /[\\/]src[\\/]client[\\/].*\.tsx?$/;

/** The module's code with the wait in front, or null when it needs none. */
export function withCatalogWait(code: string, file: string): string | null {
  if (!APP_MODULE.test(file) || !MACRO_IMPORT.test(code)) return null;
  if (catalogOf(file) !== 'messages') return null;
  // On the first line, so the other lines keep their numbers (and the source map its meaning).
  return `${CATALOG_WAIT_IMPORT}${code}`;
}

export function catalogWait(): Plugin {
  return {
    name: 'refugio:catalog-wait',
    enforce: 'pre',
    transform(code, id) {
      const changed = withCatalogWait(code, id.split('?')[0]!);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
