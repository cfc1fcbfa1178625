import { defineConfig } from '@lingui/cli';
import { MANAGEMENT_SOURCES, firstScreenCatalogSources } from './scripts/lib/catalog-sources';

// English source text is the message id (docs/spec/conventions.md, i18n); Spanish is the only other locale.
// Three catalogs (docs/architecture.md "Catalogs"): the first screen's (loaded by every start), the
// other visitor screens' (loaded with the first of them), the signed-in people's (the same). A
// message used in two of them is in both.
const firstScreen = firstScreenCatalogSources();
// Globs: a bare folder path is not excluded.
const asExclusion = (source: string) => (source.includes('.') ? source : `${source}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/first-screen',
      include: firstScreen,
    },
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['src/client', 'src/shared'],
      exclude: [...MANAGEMENT_SOURCES.map(asExclusion), ...firstScreen],
    },
    {
      path: '<rootDir>/src/client/locales/{locale}/management',
      include: MANAGEMENT_SOURCES,
    },
  ],
});
