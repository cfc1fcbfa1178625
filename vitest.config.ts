import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { pathAliases } from './scripts/lib/path-aliases';

// Separate from vite.config.ts so the PWA plugin is not loaded in tests (docs/spec/stack-notes.md §3).
export default defineConfig({
  resolve: { alias: pathAliases() },
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Database templates for the API tests; the client project needs none.
          globalSetup: ['tests/helpers/global-setup.ts'],
          include: [
            'tests/shared/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            // Replays of the original ShelterApp clients against the API (docs/api.md "The original ShelterApp clients").
            'tests/compat/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Reads the repository's files only: no database templates to build first.
        test: { name: 'docs', environment: 'node', include: ['tests/docs/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A test that renders the app imports its route modules lazily, and the first import of
          // each is transformed on demand: 1.5 s alone, over 5 s (vitest's default) while the
          // suite's Node 24 pass runs beside it on 2 cores. Room for that, once, for every test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
