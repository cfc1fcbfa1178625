// Imported first by every module whose messages are in the other visitor screens' catalog (the
// build adds the import: scripts/lib/catalog-wait.ts). Its top-level await holds their evaluation,
// and so the lazy import that brought them, until the catalog is loaded for the active language:
// a screen, sheet or dialog outside the first screen draws translated from its first render.
import { loadCatalog } from './i18n';

await loadCatalog('visitor');
