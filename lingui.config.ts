import { defineConfig } from '@lingui/cli';

// English source text is the message id (conventions.md, i18n); Spanish is the only other locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['src/client', 'src/shared'],
    },
  ],
});
