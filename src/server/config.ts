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
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

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
    /** Requests per client and minute to any API route without a limit of its own (docs/api.md "Rate limits"). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1200),
    /** Feedback uploads streaming at once in this process; more wait, then get 503 (docs/architecture.md "Attachments"). */
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** How long an upload over that limit waits for a turn before its 503 with Retry-After. */
    UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // --- chatbot (docs/chatbot.md) ---
    /** Open-Meteo-compatible forecast endpoint; weather answers are off without it. */
    WEATHER_URL: optionalUrl,
    WEATHER_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** How long a conversation's context (per chatToken) is remembered. */
    BOT_CONTEXT_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    // --- machine translation (docs/translation.md) ---
    TRANSLATE_PROVIDER: z
      .enum(['apertium', 'libretranslate', 'deepl', 'google', 'none'])
      .default('apertium'),
    APERTIUM_BIN: z.string().min(1).default('apertium'),
    TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    TRANSLATE_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    TRANSLATE_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    LIBRETRANSLATE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    LIBRETRANSLATE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    DEEPL_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    DEEPL_API_URL: z.url().default('https://api-free.deepl.com/v2/translate'),
    GOOGLE_TRANSLATE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    GOOGLE_TRANSLATE_URL: z
      .url()
      .default('https://translation.googleapis.com/language/translate/v2'),
    // --- push notifications (docs/push.md) ---
    // Both or neither: unset, a key pair is generated once and kept in app_meta (docs/push.md).
    VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
    VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
        .optional(),
    ),
    PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(2_419_200).default(86_400),
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    PUSH_ALLOW_HTTP_ENDPOINTS: z.preprocess(emptyAsUndefined, flag(false)),
    // --- social sign-in (docs/social-sign-in.md) ---
    // Each provider is on only when its client id and secret are set (docs/social-sign-in.md).
    // The endpoints default to the providers' own; a test points them at a local mock.
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
    GOOGLE_SCOPE: z.string().default('openid email profile'),
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    FACEBOOK_AUTHORIZATION_URL: optionalUrl,
    FACEBOOK_TOKEN_URL: optionalUrl,
    FACEBOOK_PROFILE_URL: optionalUrl,
    FACEBOOK_SCOPE: z.string().default('email public_profile'),
    TWITTER_CLIENT_ID: optionalText,
    TWITTER_CLIENT_SECRET: optionalText,
    TWITTER_AUTHORIZATION_URL: optionalUrl,
    TWITTER_TOKEN_URL: optionalUrl,
    TWITTER_PROFILE_URL: optionalUrl,
    TWITTER_SCOPE: z.string().default('users.read tweet.read'),
    INSTAGRAM_CLIENT_ID: optionalText,
    INSTAGRAM_CLIENT_SECRET: optionalText,
    INSTAGRAM_AUTHORIZATION_URL: optionalUrl,
    INSTAGRAM_TOKEN_URL: optionalUrl,
    INSTAGRAM_PROFILE_URL: optionalUrl,
    INSTAGRAM_SCOPE: z.string().default('instagram_business_basic'),
    // Plain-http provider endpoints (a local mock in tests); never in production.
    SOCIAL_ALLOW_HTTP: z.preprocess(emptyAsUndefined, flag(false)),
  })
  .refine((c) => !c.VAPID_PUBLIC_KEY === !c.VAPID_PRIVATE_KEY, {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
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
