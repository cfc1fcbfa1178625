import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody, type ApiErrorReason } from '@shared/api/error';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { createUser } from '@tests/helpers/actors';
import { watchErrorAnswers } from '@tests/helpers/error-answers';
import { storedAnswer } from '@server/plugins/error-handler';

// docs/api.md "Errors": every error answer is `{code, message, reason}`, whichever path answers
// it: the router, the body parser, a schema, the auth guards, a route's own refusal, the 404/405
// handler. tests/helpers/error-answers.ts checks every error answer of the API suite as well.
describe.each(databaseKinds)('the error words on %s', (kind) => {
  let t: TestApp;
  let userToken: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token: userToken } = await createUser(t.database.db, {
      email: 'plain.words@example.org',
      roles: ['USER'],
    }));
  });
  afterAll(() => t.close());

  type Case = [string, InjectOptions, number, ApiErrorReason];
  const json = { 'content-type': 'application/json' };
  const cases: Case[] = [
    ['an unknown path', { method: 'GET', url: '/api/no-such-thing' }, 404, 'NOT_FOUND'],
    [
      'a method the path does not take',
      { method: 'PATCH', url: '/api/services' },
      405,
      'METHOD_NOT_ALLOWED',
    ],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/services/search-city-or-zip', headers: json, payload: '{"k' },
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a body of the wrong shape',
      { method: 'POST', url: '/api/services/search-geo-location', payload: { lat: 'north' } },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a list parameter over its bound',
      { method: 'GET', url: `/api/services?search=name&q=${'x'.repeat(101)}` },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a body over 1 MiB',
      {
        method: 'POST',
        url: '/api/services/search-city-or-zip',
        headers: json,
        payload: JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) }),
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a content type no route takes',
      {
        method: 'POST',
        url: '/api/services/search-city-or-zip',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a path parameter over its length',
      { method: 'GET', url: `/api/services/${'a'.repeat(600)}` },
      414,
      'URI_TOO_LONG',
    ],
    ['no session', { method: 'GET', url: '/api/auth/profile' }, 401, 'UNAUTHORIZED'],
    [
      'a wrong password',
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'plain.words@example.org', password: 'not-it-at-all' },
      },
      400,
      'INVALID_CREDENTIALS',
    ],
  ];

  it.each(cases)('words %s', async (_name, request, status, reason) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = apiErrorBody.parse(res.json());
    expect(body).toMatchObject({ code: status, reason });
  });

  it('words a role the route does not allow, and a route’s own refusal', async () => {
    const headers = { authorization: `Bearer ${userToken}` };
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 403, message: 'Forbidden', reason: 'FORBIDDEN' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'plain.words@example.org', password: 'secret-1', displayName: 'Plain' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 409, reason: 'EMAIL_TAKEN' });
  });
});

describe('the error-answer watch of the API tests', () => {
  it('reports an error answer without its word, and lets a worded one through', async () => {
    const app = Fastify({ logger: false });
    const problems = watchErrorAnswers(app);
    app.get('/api/bare', async (_request, reply) =>
      reply.code(409).send({ code: 409, message: 'x' }),
    );
    app.get('/api/worded', async (_request, reply) =>
      reply.code(409).send({ code: 409, message: 'x', reason: 'CONFLICT' }),
    );
    app.get('/api/text', async (_request, reply) => reply.code(401).type('text/plain').send('No'));
    await app.inject({ method: 'GET', url: '/api/worded' });
    expect(problems()).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/bare' });
    await app.inject({ method: 'GET', url: '/api/text' });
    expect(problems()).toHaveLength(2);
    await app.close();
  });
});

describe('an answer replayed for an Idempotency-Key', () => {
  it('gets the word of its status when it was stored before errors carried words', () => {
    expect(storedAnswer(404, { code: 404, message: 'Service not found' })).toEqual({
      code: 404,
      message: 'Service not found',
      reason: 'NOT_FOUND',
    });
    const worded = { code: 400, message: 'x', reason: 'FILE_TYPE_NOT_ALLOWED' };
    expect(storedAnswer(400, worded)).toBe(worded);
    const success = { id: 'f1' };
    expect(storedAnswer(200, success)).toBe(success);
  });
});
