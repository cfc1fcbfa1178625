import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appFeedbackSchema,
  serviceFeedbackBodySchema,
  serviceFormSchema,
  userEditSchema,
} from '@shared/validation';
import { createActors, type Actor } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { createService, freshClient } from '../content/feedback-helpers';
import { badNumber, badString, mutatedFor, prototypeKeys } from './fuzz-values';

// docs/api.md "Text input": a property-based probe of every route, from its own schema. Each request
// carries bad values (control characters, huge strings, deep nesting, prototype keys, wrong types,
// bogus ids, negative and huge limits) mixed with plausible ones, so handlers are reached, as an
// administrator (auth hides nothing) and as a guest. No answer may be a 5xx, every error is
// {code, message}, and the server stays healthy. Fixed seed and count: it reproduces, and stays fast.

const SEED = 19_2026;
const AS_ADMIN = 5;
const AS_GUEST = 1;

/** Bodies their handlers parse with a shared schema (the route declares none). */
const HANDLER_BODIES: Record<string, unknown> = {
  'POST /api/services': serviceFormSchema({ role: 'admin' }),
  'PUT /api/services/:id': serviceFormSchema({ role: 'admin' }),
  'PUT /api/users/:id': userEditSchema({ targetIsAdmin: false }),
  'POST /api/feedbacks/app': appFeedbackSchema,
  'POST /api/feedbacks/service': serviceFeedbackBodySchema,
};

/** Ends the caller's own session, which the later requests of the probe need. */
const GUEST_ONLY = new Set(['DELETE /api/auth/sign-in']);

/** Query parameters of the hand-read list queries (src/server/http/list-query.ts) and filters. */
const listQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('limit', 'skip', 'sort', 'direction', 'q', 'search', 'filter'),
    fc.constantFrom('type', 'category', 'isApproved', 'nearCoordinate', 'currentCoordinate', '_id'),
    fc.constantFrom('area', 'isArchive', 'service', 'role', 'isOpen'),
    prototypeKeys,
  ),
  fc.oneof(
    badString(100),
    badNumber.map(String),
    fc.constantFrom('name', 'createdAt', 'desc', 'type,category', '__proto__', '999|999', 'ALL'),
  ),
  { maxKeys: 6 },
);

function pathValue(pool: string[]) {
  return fc.oneof(
    fc.constantFrom(...pool),
    fc.constant(randomUUID()),
    fc.constantFrom('0', '-1', '__proto__', 'constructor', 'ABOUT', 'null', 'ü'.repeat(40)),
    badString(60).filter((text) => text.length <= 100),
  );
}

/** A lone surrogate cannot be percent-encoded: it goes as the bytes of one (malformed UTF-8). */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    const list = Array.isArray(entry) ? entry : [entry];
    for (const item of list)
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe.each(databaseKinds)('the schema-driven probe on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;
  let guest: Actor;
  let pool: string[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const actors = await createActors(t.database.db, 'probe');
    admin = actors.ADMINISTRATOR;
    guest = actors.guest;
    pool = [await createService(t.database.db, actors.VOLUNTEER.id!), actors.USER.id!];
  });
  afterAll(() => t.close());

  it('answers no 5xx to bad values at any route, and stays healthy', async () => {
    const routes = t.app.apiRouteCatalog.filter((r) => !r.url.startsWith('/api/docs'));
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const schema = route.schema ?? {};
      const key = `${route.method} ${route.url}`;
      const request = fc.record({
        params: fc.constant(null).chain(() => pathValue(pool)),
        query: schema.querystring ? mutatedFor(schema.querystring) : listQuery,
        body: mutatedFor(schema.body ?? HANDLER_BODIES[key]),
      });
      const samples = fc.sample(request, { numRuns: AS_ADMIN + AS_GUEST, seed: SEED + index });
      for (const [n, sample] of samples.entries()) {
        const caller = n < AS_ADMIN && !GUEST_ONLY.has(key) ? admin : guest;
        const url =
          route.url.replace(/:[A-Za-z]+/g, () => pathSegment(sample.params)) +
          queryString(sample.query);
        const method = route.method as InjectOptions['method'];
        const withBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.app.inject({
          method,
          url,
          remoteAddress: freshClient(),
          headers: { ...caller.headers },
          ...(withBody && sample.body !== undefined
            ? { payload: JSON.stringify(sample.body) }
            : {}),
          ...(withBody
            ? { headers: { ...caller.headers, 'content-type': 'application/json' } }
            : {}),
        });
        sent += 1;
        const shown = `${method} ${url.slice(0, 160)} ${JSON.stringify(sample.body)?.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(shown);
        else if (res.statusCode >= 400) {
          const body = res.json<{ code?: unknown; message?: unknown }>();
          if (body.code !== res.statusCode || typeof body.message !== 'string')
            failures.push(`${res.statusCode} without {code, message}: ${shown}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 300_000);
});
