import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/validation/messages';
import { createActors, type Actor } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { createService, freshClient, multipartBody } from '../content/feedback-helpers';

// docs/api.md "Text input": U+0000 (PostgreSQL refuses it in `text`) and the other control characters
// were 500s on public and admin routes alike. Every body, query and path text now refuses them with
// 400 `{code, message, field}` naming the field; tab, line feed and carriage return stay allowed.

const NUL = '\u0000';

describe.each(databaseKinds)('control characters in any text on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;
  let user: Actor;
  let serviceId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const actors = await createActors(t.database.db, 'nul');
    admin = actors.ADMINISTRATOR;
    user = actors.USER;
    serviceId = await createService(t.database.db, null);
  });
  afterAll(() => t.close());

  const send = (options: InjectOptions) =>
    t.app.inject({ remoteAddress: freshClient(), ...options });
  const json = (method: InjectOptions['method'], url: string, payload: object, who?: Actor) =>
    send({ method, url, payload, headers: { ...who?.headers } });

  const feedback = { email: 'a@b.org', subject: 'Hello', message: 'A message.' };
  const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, string][] = [
    [
      'the services list q',
      () => send({ method: 'GET', url: '/api/services?search=name&q=%00' }),
      'q',
    ],
    [
      'a state lookup path',
      () => send({ method: 'GET', url: '/api/cities/static-states/%00' }),
      'country',
    ],
    ['a service id path', () => send({ method: 'GET', url: '/api/services/%00' }), 'id'],
    [
      'a feedback subject',
      () => json('POST', '/api/feedbacks/app', { ...feedback, subject: `Hi${NUL}` }),
      'subject',
    ],
    [
      'a multipart feedback subject',
      async () =>
        send({
          method: 'POST',
          url: '/api/feedbacks/app',
          ...(await multipartBody({ ...feedback, subject: `Hi${NUL}there` }, [])),
        }),
      'subject',
    ],
    [
      'a feedback message with an escape',
      () => json('POST', '/api/feedbacks/app', { ...feedback, message: 'a\u001b[31mred' }),
      'message',
    ],
    [
      'a feedback message with a C1 control',
      () => json('POST', '/api/feedbacks/app', { ...feedback, message: 'next\u0085line' }),
      'message',
    ],
    [
      'a sign-up display name',
      () =>
        json('POST', '/api/auth/sign-up', {
          displayName: `Kitchen${NUL}`,
          email: 'nul.signup@example.org',
          password: 'secret-1',
        }),
      'displayName',
    ],
    [
      'a likes deviceId',
      () => json('POST', `/api/services/${serviceId}/likes`, { deviceId: `device-${NUL}-1234` }),
      'deviceId',
    ],
    [
      'a profile phone',
      () => json('PUT', '/api/auth/profile', { phone: `303${NUL}` }, user),
      'phone',
    ],
    [
      'a crisis line name (admin)',
      () =>
        json(
          'POST',
          '/api/crisis-lines',
          { name: `Line${NUL}`, description: 'd', phone: '988', area: 'USA', time: '24/7' },
          admin,
        ),
      'name',
    ],
    [
      'a user edit display name (admin, parsed by the handler)',
      () => json('PUT', `/api/users/${user.id}`, { displayName: `X${NUL}` }, admin),
      'displayName',
    ],
    [
      'a chatbot FAQ keyword (admin)',
      () =>
        json(
          'POST',
          '/api/chatbot-faqs',
          { question: 'Q?', answer: 'A.', keywords: ['ok', `b${NUL}d`] },
          admin,
        ),
      'keywords.1',
    ],
  ];

  it.each(cases)('refuses %s with 400 naming the field', async (_name, request, field) => {
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.CONTROL_CHARACTERS,
      field,
      reason: 'VALIDATION_FAILED',
    });
  });

  it('keeps tab, line feed and carriage return', async () => {
    const res = await json('POST', '/api/feedbacks/app', {
      ...feedback,
      message: 'First line\r\n\tindented second line',
    });
    expect(res.statusCode).toBe(200);
  });

  it('stays healthy afterwards', async () => {
    expect((await send({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
