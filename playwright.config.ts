import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
import { E2E_ADMIN } from './tests/e2e/e2e-accounts';
import { smtpSinkPorts } from './tests/e2e/support/smtp-sink';

// E2E_PORT, E2E_DATA_DIR and E2E_STATIC_DIR let two runs (or a run and a benchmark) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);
// The local SMTP capture the real server mails through (password reset end to end, docs/screens.md "Management screens").
const SMTP = smtpSinkPorts(PORT);
const smtpSink = {
  command: 'node_modules/.bin/tsx tests/e2e/support/smtp-sink.ts',
  url: `http://127.0.0.1:${SMTP.http}/health`,
  env: { E2E_PORT: String(PORT) },
};

// The real server serves the built PWA from dist/ (run `npm run build` first). E2E_SERVER=preview
// uses `vite preview` instead, for working on the client before or without the server.
const server =
  process.env.E2E_SERVER === 'preview'
    ? {
        command: `node_modules/.bin/vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
        url: `${BASE_URL}/`,
      }
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `${BASE_URL}/api/health`,
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
          LOG_LEVEL: 'warn',
          STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          SMTP_URL: `smtp://127.0.0.1:${SMTP.smtp}`,
        },
      };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Two on CI too: npm test runs Playwright alone, after vitest, and one worker kept about one of
  // the two cores busy (a test's browser and the server mostly wait on each other; docs/testing.md
  // "Time").
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // The JSON report feeds the one 'N passed, N failed' line of `npm test` (scripts/test-all.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '.tmp/reports/playwright.json' }],
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // A small phone screen: the app is mobile first and its users often have old phones.
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    // Debian's Chromium; nothing is downloaded (docs/spec/stack-notes.md §4). Playwright gives every test a
    // fresh profile, so each one starts as a first-time visitor with no service worker.
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  // The SMTP capture starts first (the list starts in order) so the server can mail from its start;
  // `vite preview` has no server, so it needs no capture.
  webServer: [...(process.env.E2E_SERVER === 'preview' ? [] : [smtpSink]), server].map((entry) => ({
    ...entry,
    timeout: 180_000,
    reuseExistingServer: false,
  })),
});
