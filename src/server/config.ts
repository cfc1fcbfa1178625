import path from 'node:path';
import { z } from 'zod';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every key is documented in .env.example; keep the two in step. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    STATIC_DIR: z.string().min(1).default('dist'),
    DEFAULT_TIMEZONE: z
      .string()
      .default('America/New_York')
      .refine(isTimeZone, 'must be an IANA time zone such as America/Denver'),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(8, 'must have at least 8 characters').optional(),
    ),
    SEED_DEMO: z.preprocess(emptyAsUndefined, flag(true)),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Refugio <no-reply@localhost>'),
    MAP_STYLE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, flag(false)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    // --- chatbot (issue #8) ---
    // --- machine translation (issue #8) ---
    // --- push notifications (issue #8) ---
    // --- social sign-in (issue #8) ---
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not',
    path: ['ADMIN_EMAIL'],
  });

export type Config = z.infer<typeof configSchema> & { dataDir: string; staticDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; throws a ConfigError listing every problem (fail fast). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`),
    );
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    staticDir: path.resolve(parsed.data.STATIC_DIR),
  };
}
