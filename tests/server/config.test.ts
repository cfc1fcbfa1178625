import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.CORS_ORIGINS).toEqual([]);
    expect(c.DEFAULT_TIMEZONE).toBe('America/New_York');
  });

  it('reads a postgres URL and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@h:5432/db',
    );
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails fast with a readable list of every problem', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        DEFAULT_TIMEZONE: 'Mars/Olympus',
        ADMIN_EMAIL: 'not-an-email',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT: /);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems.join('\n')).toMatch(/DEFAULT_TIMEZONE: must be an IANA time zone/);
    expect(problems.join('\n')).toMatch(/ADMIN_EMAIL: /);
    expect(problems.join('\n')).toMatch(/SEED_DEMO: /);
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('refuses an administrator password without an administrator e-mail', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-secret' })).toThrow(/ADMIN_EMAIL/);
  });

  it('refuses a short administrator password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must have at least 8 characters/,
    );
  });
});

describe('.env.example', () => {
  it('documents every configuration key', async () => {
    const { readFileSync } = await import('node:fs');
    const example = readFileSync('.env.example', 'utf8');
    const source = readFileSync('src/server/config.ts', 'utf8');
    const keys = [...source.matchAll(/^ {4}([A-Z][A-Z_]+): /gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(example).toMatch(new RegExp(`^#? ?${key}=`, 'm'));
  });
});
