import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_MISMATCH,
} from '@shared/sync/protocol';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/raw';
import { idempotencyKeys } from '@server/db/schema';
import { HttpError, storedAnswer } from './error-handler';

/**
 * `Idempotency-Key` on the writes the client's outbox replays (docs/spec/api-contract.md §12, docs/api/sync.md).
 * A route opts in with `config: { idempotent: true }` (the JSON body is hashed before the handler
 * runs) or `config: { idempotent: 'handler' }` (the handler reads its own body, e.g. multipart, and
 * calls `idempotencyGate` with what identifies the request). All state is in `idempotency_keys`,
 * so several instances share it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: true | 'handler';
  }
  interface FastifyRequest {
    idempotency: IdempotencyState | null;
  }
}

export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_MESSAGE =
  'The Idempotency-Key must be 8 to 200 letters, digits, hyphens or underscores.';
const KEY = /^[A-Za-z0-9_-]{8,200}$/;
/** Status of a claimed key whose first request has not answered yet. */
const IN_PROGRESS = 0;
/** A claim older than this with no answer belongs to a request that died with its process. */
const STALE_CLAIM_SECONDS = 120;
export const KEY_TTL_DAYS = 7;
/** One claim in this many also deletes the expired keys (no timers: the process can exit). */
const PURGE_EVERY = 100;

interface IdempotencyState {
  scope: string;
  key: string;
  /** This request holds the claim and must store or release it. */
  claimed: boolean;
  /** Answered from the store: nothing to record. */
  replayed: boolean;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so the same body hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(sha256(value));
  return JSON.stringify(value ?? null);
}

export const requestHashOf = (input: unknown) => sha256(canonical(input));

/** The key this request carries, or null; 400 when it is there but malformed. */
function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key))
    throw new HttpError(400, KEY_MESSAGE, { reason: 'IDEMPOTENCY_KEY_INVALID' });
  return key;
}

const scopeOf = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.user.id}` : 'guest';
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;
const where = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

export async function purgeExpiredKeys(db: Database): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_TTL_DAYS} * interval '1 day'`,
  );
}

/**
 * Claims the key for this request, or answers for it: the stored result of an earlier request
 * (a replay), 422 when the key was used for another request, 409 while the first one runs.
 * true: go on and run the handler (or the request has no key); false: the reply is sent.
 */
export async function idempotencyGate(
  request: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
): Promise<boolean> {
  const key = keyOf(request);
  if (!key) return true;
  const db = request.server.database.db;
  const scope = scopeOf(request);
  const method = request.method;
  const path = pathOf(request);
  const requestHash = requestHashOf(input);
  const state: IdempotencyState = { scope, key, claimed: false, replayed: false };
  request.idempotency = state;
  if (Math.random() < 1 / PURGE_EVERY) {
    await purgeExpiredKeys(db).catch((error: unknown) =>
      request.log.warn({ err: error }, 'idempotency purge failed'),
    );
  }
  // Twice at most: a claim released between our insert and our read is simply taken again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await queryRows<{ key: string }>(
      db,
      sql`INSERT INTO idempotency_keys (scope, key, method, path, request_hash, status_code)
          VALUES (${scope}, ${key}, ${method}, ${path}, ${requestHash}, ${IN_PROGRESS})
          ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    );
    if (claimed.length > 0) {
      state.claimed = true;
      return true;
    }
    const [row] = await db.select().from(idempotencyKeys).where(where(scope, key)).limit(1);
    if (!row) continue;
    if (row.method !== method || row.path !== path || row.requestHash !== requestHash) {
      throw new HttpError(422, IDEMPOTENCY_MISMATCH, { reason: 'IDEMPOTENCY_KEY_REUSED' });
    }
    if (row.statusCode === IN_PROGRESS) {
      const taken = await queryRows<{ key: string }>(
        db,
        sql`UPDATE idempotency_keys SET created_at = now()
            WHERE scope = ${scope} AND key = ${key} AND status_code = ${IN_PROGRESS}
              AND created_at < now() - ${STALE_CLAIM_SECONDS} * interval '1 second'
            RETURNING key`,
      );
      if (taken.length === 0)
        throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS, { reason: 'IDEMPOTENCY_IN_PROGRESS' });
      state.claimed = true;
      return true;
    }
    state.replayed = true;
    await reply
      .code(row.statusCode)
      .header(REPLAYED_HEADER, 'true')
      .send(storedAnswer(row.statusCode, row.response));
    return false;
  }
  throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS, { reason: 'IDEMPOTENCY_IN_PROGRESS' });
}

/** Whether this request will be answered from the store (the rate limiter lets replays through). */
export async function isStoredReplay(request: FastifyRequest): Promise<boolean> {
  if (!request.routeOptions.config.idempotent) return false;
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (typeof raw !== 'string' || !KEY.test(raw)) return false;
  const rows = await queryRows<{ key: string }>(
    request.server.database.db,
    sql`SELECT key FROM idempotency_keys
        WHERE scope = ${scopeOf(request)} AND key = ${raw} AND status_code <> ${IN_PROGRESS}`,
  ).catch(() => []);
  return rows.length > 0;
}

async function release(request: FastifyRequest, state: IdempotencyState): Promise<void> {
  state.claimed = false;
  await request.server.database.db
    .delete(idempotencyKeys)
    .where(where(state.scope, state.key))
    .catch((error: unknown) => request.log.error({ err: error }, 'idempotency release failed'));
}

function parsedPayload(payload: unknown): unknown {
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Stores this request's answer in the transaction of the write it answers, so both commit or
 * neither: stored afterwards, a process that died in between (or a store that failed) left the
 * write without its answer, and the outbox's retry wrote it again. Once the transaction has
 * committed, the route calls `answerStored`, and nothing is stored or released after it.
 */
export async function storeAnswerIn(
  tx: Pick<Database, 'update'>,
  request: FastifyRequest,
  statusCode: number,
  response: unknown,
): Promise<void> {
  const state = request.idempotency;
  if (!state?.claimed) return;
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response: JSON.parse(JSON.stringify(response)) as unknown })
    .where(where(state.scope, state.key));
}

/** The answer was committed with the write (storeAnswerIn): the claim is settled. */
export function answerStored(request: FastifyRequest): void {
  if (request.idempotency) request.idempotency.claimed = false;
}

/** Stores the answer of a claimed request (2xx–4xx), or releases the claim on a 5xx. */
const record: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const state = request.idempotency;
  if (!state?.claimed) return payload;
  if (reply.statusCode >= 500) {
    await release(request, state);
    return payload;
  }
  try {
    await request.server.database.db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, response: parsedPayload(payload) })
      .where(where(state.scope, state.key));
    state.claimed = false;
  } catch (error) {
    request.log.error({ err: error }, 'idempotency store failed');
    await release(request, state);
  }
  return payload;
};

/** A request that ended without a stored answer (aborted, or its reply failed) frees its key. */
const cleanUp: onResponseAsyncHookHandler = async function (request) {
  const state = request.idempotency;
  if (state?.claimed) await release(request, state);
};

const gateJsonBody: preHandlerAsyncHookHandler = async function (request, reply) {
  if (!(await idempotencyGate(request, reply, request.body ?? null))) return reply;
};

/** Only checks the key's form: the handler calls idempotencyGate once it has read its body. */
const checkKey: preHandlerAsyncHookHandler = async function (request) {
  keyOf(request);
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Adds the hooks to every route with `config.idempotent`: the gate after the route's own
 * preHandlers (so auth answers 401/403 first), the recorder before every other onSend (before
 * compression), and the clean-up on response. Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const mode = route.config?.idempotent;
    if (!mode) return;
    route.preHandler = [...asList(route.preHandler), mode === true ? gateJsonBody : checkKey];
    route.onSend = [record, ...asList(route.onSend)];
    route.onResponse = [...asList(route.onResponse), cleanUp];
  });
}
