import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_KINDS, createActors, createUser, type Actor } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { matrixRows } from './authz/rows';
import { expected, type MatrixContext } from './authz/types';

// The swagger page's own asset routes are not part of the API contract.
const isDocsAsset = (url: string) =>
  url.startsWith('/api/docs') && url !== '/api/docs/openapi.json';

describe.each(databaseKinds)('the authorization matrix on %s', (kind) => {
  let t: TestApp;
  let ctx: MatrixContext;
  beforeAll(async () => {
    // No translation engine: the matrix is about who passes the guards, and an engine call per
    // actor was most of its time (the engine itself: translate/common-translate.test.ts).
    t = await buildTestApp(kind, { TRANSLATE_PROVIDER: 'none' });
    const db = t.database.db;
    const stranger = await createUser(db, { email: 'stranger@actors.test', roles: ['USER'] });
    ctx = {
      db,
      actors: await createActors(db, 'a', t.app),
      stranger: {
        kind: 'USER',
        group: 'approved',
        roles: ['USER'],
        isApproved: true,
        isVolunteer: false,
        ...stranger,
        headers: { authorization: `Bearer ${stranger.token}` },
      },
    };
  });
  afterAll(() => t.close());

  it('has a row for every API route', () => {
    const covered = new Set(matrixRows.map((r) => r.route));
    const missing = t.app.apiRouteCatalog
      .filter((r) => !isDocsAsset(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const registered = new Set(t.app.apiRouteCatalog.map((r) => `${r.method} ${r.url}`));
    expect(matrixRows.map((r) => r.route).filter((route) => !registered.has(route))).toEqual([]);
  });

  // The OpenAPI security of a route comes from its guard (plugins/response-contract.ts): every
  // route that turns a guest away with 401 declares the bearer scheme, and no other route does.
  it('declares bearer security exactly on the routes a guest gets 401 from', () => {
    const secured = new Set(
      t.app.apiRouteCatalog
        .filter((r) => (r.schema as { security?: unknown } | undefined)?.security)
        .map((r) => `${r.method} ${r.url}`),
    );
    const signedIn = matrixRows
      .filter((row) => expected(row, ctx.actors.guest) === 401)
      .map((row) => row.route);
    expect(signedIn.filter((route) => !secured.has(route))).toEqual([]);
    expect([...secured].filter((route) => !signedIn.includes(route))).toEqual([]);
  });

  for (const row of matrixRows) {
    it(`${row.route}${row.name ? ` (${row.name})` : ''} answers each actor as the table says`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const actorKind of ACTOR_KINDS) {
        const actor: Actor = ctx.actors[actorKind];
        const request = await row.request(ctx, actor);
        const res = await t.app.inject({
          ...request,
          headers: { ...actor.headers, ...request.headers },
        });
        seen[actorKind] = res.statusCode;
        wanted[actorKind] = expected(row, actor);
      }
      expect(seen).toEqual(wanted);
    });
  }
});
