import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
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

/** A route's own limit, counted in the database so it holds across server instances. */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly prefix: string,
  ) {}
  incr(key: string, callback: Callback, timeWindow: number): void {
    increment(this.db, `${this.prefix}:${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }
  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The `groupId` of the ceiling every API request counts toward (see registerRateLimit). */
const CEILING = 'api-ceiling';

/**
 * The plugin makes a child store for each limit: the ceiling counts in memory, per instance (the
 * plugin's own LRU store), as every request meets it and a database write per read would slow
 * every answer; a route's own limit counts in the database (DatabaseStore).
 */
function storeFor(db: Database): FastifyRateLimitStoreCtor {
  return class LimitStore implements FastifyRateLimitStore {
    incr(_key: string, callback: Callback): void {
      callback(new Error('rate limits count in the child stores'));
    }
    // At run time the plugin hands over the merged limit settings (its type declaration says route
    // options), with the route under `routeInfo`: each route counts on its own, unless routes share
    // a `groupId` (sign-in and its /login alias do).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const params = options as unknown as MergedParams;
      if (params.groupId === CEILING) return new LocalStore(false, false);
      const route = params.routeInfo;
      return new DatabaseStore(
        db,
        params.groupId ?? `${String(route?.method ?? '')} ${route?.url ?? ''}`,
      );
    }
  };
}

/** Public lookups that reach the database per request (the place search): per client. */
export const PUBLIC_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-client limits (docs/api.md "Rate limits"). Every request below /api/ counts toward a
 * ceiling of `perClientPerMinute` a minute (API_RATE_LIMIT_PER_MINUTE), in an onRequest hook
 * added here, ahead of the session lookup: one client cannot flood the server for everyone. Like
 * every limit here it never refuses a stored outbox replay (the only case it reads the database). The routes that ask for a limit of their own
 * (`config.rateLimit`: sign-in, sign-up, reset, feedback, likes, the chatbot, translation and the
 * place search, docs/spec/api-contract.md §12, docs/architecture.md "The place search") count it
 * as well. A 429 answers `{code, message, reason: 'RATE_LIMITED'}` with Retry-After like every
 * error, so every API operation declares it (plugins/response-contract.ts). Register before auth.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perClientPerMinute: number,
): Promise<void> {
  const refused = () => new HttpError(429, TOO_MANY_REQUESTS, { reason: 'RATE_LIMITED' });
  await app.register(rateLimit, {
    global: false,
    store: storeFor(app.database.db),
    // A database hiccup must not lock people out of signing in.
    skipOnError: true,
    // An outbox replay answered from the idempotency store does nothing again: never refuse it.
    allowList: (request) => isStoredReplay(request),
    // Thrown by the plugin (after it set Retry-After): the error handler words it like every error.
    errorResponseBuilder: refused,
  });
  // `groupId` is not in the type of these options, but reaches the store's child() all the same.
  const ceiling = app.createRateLimit({
    max: perClientPerMinute,
    timeWindow: 60_000,
    groupId: CEILING,
  } as Parameters<typeof app.createRateLimit>[0]);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const limit = await ceiling(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    void reply.header('retry-after', limit.ttlInSeconds);
    throw refused();
  });
}
