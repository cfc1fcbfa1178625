// Which catalog a module's messages go to (lingui.config.ts, docs/architecture.md "Catalogs"): the
// signed-in people's screens have theirs; of the rest, the first screen's modules have one that
// every start loads, and the other visitor screens' one loaded with the first module that needs it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstScreenModules } from './first-screen-modules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The screens of signed-in people (accounts and management): their messages live in their own
 * catalog, loaded with the first of those screens, so a visitor's first screen does not download
 * them (docs/architecture.md, "Catalogs"). A message used on both sides is in both catalogs.
 */
export const MANAGEMENT_SOURCES = [
  'src/client/features/account',
  'src/client/features/beds',
  'src/client/features/content-admin',
  'src/client/features/feedback-inbox',
  'src/client/features/hsds-import',
  'src/client/features/manage-services',
  'src/client/features/regions',
  'src/client/features/service-form',
  'src/client/features/users',
  'src/client/features/crisis-lines/components/crisis-line-form.tsx',
  'src/client/features/crisis-lines/components/crisis-line-form-edit.tsx',
  'src/client/features/crisis-lines/components/crisis-line-form-screen.tsx',
  'src/client/features/crisis-lines/lib/save-crisis-line.ts',
  'src/client/components/map/pin-map.tsx',
  'src/client/components/crud',
  'src/client/lib/crud',
];

const isManagement = (file: string) =>
  MANAGEMENT_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));

/** Relative to the root with forward slashes, as Lingui's `include` reads paths. */
const relative = (root: string, file: string) =>
  path.relative(root, file).split(path.sep).join('/');

/** The first screen's modules whose messages are the first-screen catalog. */
export const firstScreenCatalogSources = (root = ROOT) =>
  [...firstScreenModules(root)]
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => relative(root, file))
    .filter((file) => !isManagement(file))
    .sort();

export type CatalogName = 'first-screen' | 'messages' | 'management';

/** The catalog of an app module's messages, by its absolute path. */
export function catalogOf(file: string, root = ROOT): CatalogName {
  const name = relative(root, file);
  if (isManagement(name)) return 'management';
  return firstScreenModules(root).has(file) ? 'first-screen' : 'messages';
}
