import { loadConfig, type Config } from '@server/config';

export const TEST_ADMIN = { email: 'admin@refugio.test', password: 'test-admin-password' };

/** The configuration every server test runs with (quiet logs, known admin, demo data). */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DEFAULT_TIMEZONE: 'America/Denver',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The translation worker polls in the background: off, so no test sees it write (docs/translation.md).
    TRANSLATE_POLL_SECONDS: '0',
    // Tests send hundreds of requests a minute from one address; the ceiling has its own test
    // (tests/server/api/rate-ceiling.test.ts).
    API_RATE_LIMIT_PER_MINUTE: '10000000',
    ...overrides,
  });
}
