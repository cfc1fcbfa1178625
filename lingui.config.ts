import { defineConfig } from '@lingui/cli';

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

// English source text is the message id (docs/spec/conventions.md, i18n); Spanish is the only other locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['src/client', 'src/shared'],
      // Globs: a bare folder path is not excluded.
      exclude: MANAGEMENT_SOURCES.map((source) => (source.includes('.') ? source : `${source}/**`)),
    },
    {
      path: '<rootDir>/src/client/locales/{locale}/management',
      include: MANAGEMENT_SOURCES,
    },
  ],
});
