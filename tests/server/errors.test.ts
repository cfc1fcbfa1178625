import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';

describe.each(databaseKinds)('API errors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with JSON {code: 404, message}', async () => {
    for (const url of ['/api/no-such-thing', '/api', '/api/services/x/y/z']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        code: 404,
        message: 'Resource not found.',
        reason: 'NOT_FOUND',
      });
    }
  });

  it('answers a POST to an unknown /api path with JSON 404 too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Resource not found.', reason: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with 400 {code, message} and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/search-city-or-zip',
      headers: { 'content-type': 'application/json' },
      payload: '{"keyword": "Denv',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The request body is not valid JSON.',
      reason: 'MALFORMED_REQUEST',
    });

    const after = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
  });

  it('answers a body of the wrong shape with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/search-geo-location',
      payload: { lat: 'north' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; message: string; field: string }>();
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^lat: /);
    expect(body.field).toBe('lat');
  });

  it('answers a text field of the wrong type with the message id, the field beside it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/search-city-or-zip',
      payload: { keyword: 42 },
    });
    expect(res.statusCode).toBe(400);
    // Every text is a text() of the shared validation: its message is an id the PWA translates.
    expect(res.json()).toEqual({
      code: 400,
      message: 'Something went wrong. Please try again.',
      field: 'keyword',
      reason: 'VALIDATION_FAILED',
    });
  });

  it('answers an oversized body with 413 {code, message}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/search-city-or-zip',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 413,
      message: 'The request body is too large.',
      reason: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('sends security headers with a same-origin CSP and no CORS by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { origin: 'https://evil.example' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps API answers lean: a deny-all CSP, nosniff, and no document-only headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const name of ['x-dns-prefetch-control', 'x-download-options', 'x-xss-protection'])
      expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
