import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { apiErrorBody } from '@shared/api/error';

/** What a guard made by requireUser (plugins/auth.ts) can answer. */
export interface GuardMark {
  /** 403 when the signed-in user lacks what the route asks; a bare sign-in check only 401s. */
  forbids: boolean;
}
const GUARD = Symbol.for('refugio.guard');

/** Marks a hook as a sign-in guard, so the contract below can read it from the route. */
export function markGuard<T extends object>(hook: T, mark: GuardMark): T {
  return Object.assign(hook, { [GUARD]: mark });
}

const asList = (hooks: unknown): unknown[] =>
  hooks === undefined || hooks === null ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The guard among a route's hooks, if it has one. */
export function guardOf(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): GuardMark | null {
  for (const hook of [...asList(route.onRequest), ...asList(route.preHandler)]) {
    const mark = (hook as { [GUARD]?: GuardMark } | null)?.[GUARD];
    if (mark) return mark;
  }
  return null;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The error statuses a route answers because of what it is, not what it does: one rule here
 * instead of a line beside each route. The route's own schema names the rest (404, 409, ...).
 */
function commonErrors(route: RouteOptions, schema: FastifySchema, method: string): number[] {
  // Every API request meets the per-client ceiling (plugins/rate-limit.ts); a fault is a 500.
  const statuses = [429, 500];
  const guard = guardOf(route);
  if (guard) statuses.push(401);
  if (guard?.forbids) statuses.push(403);
  // Bad input: a schema'd part, a malformed JSON body, an unknown content type or too large.
  if (schema.body || schema.querystring || schema.params || WITH_BODY.has(method)) {
    statuses.push(400);
  }
  if (WITH_BODY.has(method)) statuses.push(413, 415);
  const config = route.config as { idempotent?: unknown } | undefined;
  // A bad key, a key still in use, a key reused for another request (plugins/idempotency.ts).
  if (config?.idempotent) statuses.push(400, 409, 422);
  return statuses;
}

/**
 * Completes every API route's response schema before the OpenAPI document and the serializers
 * see it (docs/spec/api-contract.md §12): the `{code, message}` body for the errors every such route can
 * answer, and the bearer security of a route behind a sign-in guard (docs/api.md "Conventions").
 * Register before the routes and before the OpenAPI plugin.
 */
export function registerResponseContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
    const schema: FastifySchema = { ...route.schema };
    const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
    for (const status of commonErrors(route, schema, method)) response[status] ??= apiErrorBody;
    schema.response = response;
    if (guardOf(route)) (schema as { security?: unknown }).security = [{ bearer: [] }];
    route.schema = schema;
  });
}
