import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS } from '@server/plugins/security';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

// docs/api.md "The original ShelterApp clients": the original web client on another origin sends PUT and DELETE too. With
// CORS_ORIGINS set every method and path the API serves passes its preflight; without it none does.
const ORIGIN = 'https://shelter-web.example';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function samplePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace(/\*$/, 'x');
}

async function preflight(t: TestApp, method: string, url: string, origin = ORIGIN) {
  return t.app.inject({
    method: 'OPTIONS',
    url: samplePath(url),
    headers: {
      origin,
      'access-control-request-method': method,
      // What axios and shelter-core add: a bearer token and a JSON body.
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

describe.each(databaseKinds)('cross-origin preflights on %s', (kind) => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await buildTestApp(kind, { CORS_ORIGINS: `${ORIGIN}, https://other.example` });
    closed = await buildTestApp(kind);
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('serves no method the preflight list leaves out', () => {
    const served = new Set(open.app.apiRouteCatalog.map((route) => route.method));
    expect([...served].filter((m) => !(API_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(served).toContain('PUT');
    expect(served).toContain('DELETE');
  });

  it('allows every method and path the API serves from a configured origin', async () => {
    const refused: string[] = [];
    for (const { method, url } of open.app.apiRouteCatalog) {
      const res = await preflight(open, method, url);
      const methods = String(res.headers['access-control-allow-methods'] ?? '').split(/,\s*/);
      const headers = String(res.headers['access-control-allow-headers'] ?? '').toLowerCase();
      const ok =
        res.statusCode === 204 &&
        res.headers['access-control-allow-origin'] === ORIGIN &&
        methods.includes(method) &&
        headers.includes('authorization') &&
        headers.includes('content-type');
      if (!ok) refused.push(`${method} ${url}: ${res.statusCode} ${methods.join(',')}`);
    }
    expect(open.app.apiRouteCatalog.length).toBeGreaterThan(80);
    expect(refused).toEqual([]);
  });

  it('answers the real request with the origin too', async () => {
    const res = await open.app.inject({
      method: 'GET',
      url: '/api/crisis-lines',
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('allows no other origin', async () => {
    const res = await preflight(open, 'PUT', '/api/auth/password', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows nothing across origins without CORS_ORIGINS', async () => {
    const allowed: string[] = [];
    for (const { method, url } of closed.app.apiRouteCatalog) {
      const res = await preflight(closed, method, url);
      if (
        res.headers['access-control-allow-origin'] ||
        res.headers['access-control-allow-methods']
      ) {
        allowed.push(`${method} ${url}`);
      }
    }
    expect(allowed).toEqual([]);
  });
});
