import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/raw';
import { HttpError } from './error-handler';
import { isStoredReplay } from './idempotency';

type Result = { current: number; ttl: number };
type MergedParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (error: Error | null, result?: Result) => void;

/** One atomic upsert per request: a window per key, restarted when it has run out. */
async function increment(db: Database, key: string, windowMs: number): Promise<Result> {
  const [row] = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= now()
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= now()
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count,
          greatest(0, extract(epoch FROM rate_limits.window_start + ${windowMs} * interval '1 millisecond' - now()) * 1000)::int AS ttl`,
  );
  return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

function storeFor(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = 'global') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      increment(db, `${this.prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    // At run time the plugin hands over the merged limit settings (its type declaration says route
    // options), with the route under `routeInfo`: each route counts on its own, unless routes share
    // a `groupId` (sign-in and its /login alias do).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const params = options as unknown as MergedParams;
      const route = params.routeInfo;
      return new DatabaseStore(
        undefined,
        params.groupId ?? `${String(route?.method ?? '')} ${route?.url ?? ''}`,
      );
    }
  }
  return DatabaseStore;
}

/** Public lookups that reach the database per request (the place search): per client. */
export const PUBLIC_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-client limits for the routes that ask for one (`config.rateLimit`): sign-in, sign-up,
 * reset, feedback, likes, the chatbot, translation and the place search (docs/spec/api-contract.md §12, docs/architecture.md "The place search"). A 429 answers `{code, message, reason: 'RATE_LIMITED'}` like every error.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: storeFor(app.database.db),
    // A database hiccup must not lock people out of signing in.
    skipOnError: true,
    // An outbox replay answered from the idempotency store does nothing again: never refuse it.
    allowList: (request) => isStoredReplay(request),
    // Thrown by the plugin (after it set Retry-After): the error handler words it like every error.
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS, { reason: 'RATE_LIMITED' }),
  });
}
