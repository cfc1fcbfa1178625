import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actor } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

// Bad input of every kind, at every route, from every kind of caller: the server answers 4xx
// with {code, message} (or a success where the input happens to be acceptable), never a 5xx,
// and stays healthy (docs/api.md, must show).
const PER_ROUTE = 6;

const weirdIds = [
  'x',
  '0',
  '-1',
  '%00',
  'null',
  'undefined',
  '../../etc',
  'ü'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
  '{"$ne":1}',
];
const weirdQueries = [
  '?limit=-5',
  '?limit=abc&skip=1e9',
  '?sort=password&direction=sideways',
  '?filter=type,isApproved,nearCoordinate&nearCoordinate=abc|def',
  '?filter=isOpen,currentCoordinate&isOpen=maybe&currentCoordinate=999|999',
  '?q=(&search=name,%27',
  '?q=a&q=b&filter=x&filter=y',
  '?_id=1,2,3&filter=_id',
  '?category=' + 'A'.repeat(5000),
  '?filter[$ne]=1',
];

const jsonValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    {
      maxKeys: 6,
    },
  ),
);

function fillParams(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

describe.each(databaseKinds)('malformed requests on %s', (kind) => {
  let t: TestApp;
  let callers: Actor[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const actors = await createActors(t.database.db, 'fuzz');
    callers = [actors.guest, actors.USER, actors.VOLUNTEER, actors.ADMINISTRATOR];
  });
  afterAll(() => t.close());

  it('never answer 5xx, and the server stays healthy', async () => {
    const routes = t.app.apiRouteCatalog.filter((r) => !r.url.startsWith('/api/docs'));
    const requests: InjectOptions[] = [];
    const samples = fc.sample(
      fc.record({
        body: jsonValue,
        id: fc.constantFrom(...weirdIds),
        query: fc.constantFrom(...weirdQueries),
      }),
      { numRuns: routes.length * PER_ROUTE, seed: 20261122 },
    );
    routes.forEach((route, r) => {
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const sample = samples[r * PER_ROUTE + i]!;
        const caller = callers[(r + i) % callers.length]!;
        const url = fillParams(route.url, sample.id) + (i % 2 === 0 ? sample.query : '');
        const method = route.method as InjectOptions['method'];
        const base: InjectOptions = { method, url, headers: { ...caller.headers } };
        if (method === 'GET' || method === 'DELETE') {
          requests.push(base);
        } else if (i % 3 === 0) {
          requests.push({
            ...base,
            headers: { ...base.headers, 'content-type': 'application/json' },
            payload: '{"broken": ',
          });
        } else if (i % 3 === 1) {
          requests.push({
            ...base,
            headers: { ...base.headers, 'content-type': 'text/plain' },
            payload: 'hello',
          });
        } else {
          requests.push({
            ...base,
            payload: JSON.stringify(sample.body),
            headers: { ...base.headers, 'content-type': 'application/json' },
          });
        }
      }
    });
    expect(requests.length).toBeGreaterThanOrEqual(300);

    const failures: string[] = [];
    for (const request of requests) {
      const res = await t.app.inject(request);
      if (res.statusCode >= 500)
        failures.push(
          `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      if (res.statusCode >= 400 && res.statusCode !== 429) {
        const body = res.json<{ code?: unknown; message?: unknown }>();
        if (body.code !== res.statusCode || typeof body.message !== 'string') {
          failures.push(
            `${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode} without {code, message}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 300_000);
});
