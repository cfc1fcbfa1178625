import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';

// The swagger page's own asset routes are not part of the API contract.
const isDocsAsset = (url: string) =>
  url.startsWith('/api/docs') && url !== '/api/docs/openapi.json';
const isSuccess = (status: string) => /^[23]/.test(status);

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/** The `{code, message}` body of error.ts, as the document writes it. */
const isErrorSchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'object' &&
  schema.properties?.['code'] !== undefined &&
  schema.properties['message'] !== undefined &&
  ['code', 'message'].every((key) => schema.required?.includes(key));

describe('the response contract', () => {
  let t: TestApp;
  let doc: Doc;
  let operations: { name: string; op: Operation }[];
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<Doc>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );
  });
  afterAll(() => t.close());

  it('has a success response schema on every API route', () => {
    const routes = t.app.apiRouteCatalog.filter((r) => !isDocsAsset(r.url));
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes
      .filter((r) => !Object.keys((r.schema?.response as object | undefined) ?? {}).some(isSuccess))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents a response schema for every status of every operation', () => {
    const bare = operations.flatMap(({ name, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([, answer]) => !answer.content || Object.keys(answer.content).length === 0)
        .filter(([status]) => !['302', '304'].includes(status))
        .map(([status]) => `${name} ${status}`),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(bare).toEqual([]);
  });

  it('documents every 4xx answer with the error schema', () => {
    const fourxx = operations.flatMap(({ name, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .map(([status, answer]) => ({ name: `${name} ${status}`, answer })),
    );
    expect(fourxx.length).toBeGreaterThan(200);
    const other = fourxx.filter(
      ({ answer }) => !isErrorSchema(answer.content?.['application/json']?.schema),
    );
    expect(other.map(({ name }) => name)).toEqual([]);
  });

  it('documents the 4xx answers of at least 95 % of operations, and of every refusable one', () => {
    const documented = operations.filter(({ op }) =>
      Object.keys(op.responses ?? {}).some((s) => s.startsWith('4')),
    );
    // Every API route can answer 429 (plugins/rate-limit.ts), so today every operation documents
    // one (tests/server/api/rate-ceiling.test.ts provokes it on each).
    expect(documented.length / operations.length).toBeGreaterThanOrEqual(0.95);
    const refusable = operations.filter(({ op }) => {
      const o = op as Operation & { parameters?: unknown[]; requestBody?: unknown };
      return o.security?.length || o.parameters?.length || o.requestBody;
    });
    const silent = refusable.filter(({ op }) => !documented.some((d) => d.op === op));
    expect(silent.map(({ name }) => name)).toEqual([]);
  });

  it('declares the bearer scheme, and uses it on the signed-in operations', () => {
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
    const secured = operations.filter(({ op }) => op.security?.length);
    expect(secured.length).toBeGreaterThan(40);
    // A secured operation answers 401 with the error schema.
    const without401 = secured
      .filter(
        ({ op }) => !isErrorSchema(op.responses?.['401']?.content?.['application/json']?.schema),
      )
      .map(({ name }) => name);
    expect(without401).toEqual([]);
  });
});
