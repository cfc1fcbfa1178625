import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, users } from '@server/db/schema';
import { MESSAGES } from '@shared/validation/messages';
import { createActors, type Actor } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { freshClient, multipartBody } from '../content/feedback-helpers';
import { serviceBody } from '../services/helpers';

// A maximum for every text: every text has a maximum (docs/api.md, "Text input"). A USER had set a ~1 MB
// display name, and multipart feedback fields were cut silently at 64 KiB and stored.

const long = (length: number) => 'x'.repeat(length);

describe.each(databaseKinds)('text maximums on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;
  let user: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const actors = await createActors(t.database.db, 'max');
    admin = actors.ADMINISTRATOR;
    user = actors.USER;
  });
  afterAll(() => t.close());

  const send = (options: InjectOptions) =>
    t.app.inject({ remoteAddress: freshClient(), ...options });
  const json = (method: InjectOptions['method'], url: string, payload: object, who?: Actor) =>
    send({ method, url, payload, headers: { ...who?.headers } });
  const feedback = { email: 'a@b.org', subject: 'Hello', message: 'A message.' };
  const crisisLine = { name: 'Line', description: 'd', phone: '988', area: 'USA', time: '24/7' };

  const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, string, string][] =
    [
      [
        'a sign-up display name over 200',
        () =>
          json('POST', '/api/auth/sign-up', {
            displayName: long(201),
            email: 'long.name@example.org',
            password: 'secret-1',
          }),
        'displayName',
        MESSAGES.TEXT_TOO_LONG_200,
      ],
      [
        'a password over 200',
        () => json('POST', '/api/auth/sign-in', { email: 'a@b.org', password: long(201) }),
        'password',
        MESSAGES.TEXT_TOO_LONG_200,
      ],
      [
        'an e-mail over 254',
        () =>
          json('POST', '/api/auth/sign-in', { email: `${long(250)}@b.org`, password: 'x1234567' }),
        'email',
        MESSAGES.EMAIL_INVALID,
      ],
      [
        'a feedback message over 5000',
        () => json('POST', '/api/feedbacks/app', { ...feedback, message: long(5001) }),
        'message',
        MESSAGES.TEXT_TOO_LONG_5000,
      ],
      [
        'a multipart feedback subject over 200',
        async () =>
          send({
            method: 'POST',
            url: '/api/feedbacks/app',
            ...(await multipartBody({ ...feedback, subject: long(201) }, [])),
          }),
        'subject',
        MESSAGES.TEXT_TOO_LONG_200,
      ],
      [
        'a multipart feedback message past the 64 KiB the form reader used to cut at',
        async () =>
          send({
            method: 'POST',
            url: '/api/feedbacks/app',
            ...(await multipartBody({ ...feedback, message: 'é'.repeat(70_000) }, [])),
          }),
        'message',
        MESSAGES.TEXT_TOO_LONG_5000,
      ],
      [
        'a crisis line description over 1000 (the spec)',
        () => json('POST', '/api/crisis-lines', { ...crisisLine, description: long(1001) }, admin),
        'description',
        MESSAGES.DESCRIPTION_TOO_LONG,
      ],
      [
        'a crisis line website over 2000',
        () => json('POST', '/api/crisis-lines', { ...crisisLine, website: long(2001) }, admin),
        'website',
        MESSAGES.TEXT_TOO_LONG_2000,
      ],
      [
        'a service zip over 100',
        () => json('POST', '/api/services', serviceBody({ zip: long(101) }), admin),
        'zip',
        MESSAGES.TEXT_TOO_LONG_100,
      ],
      [
        'a service summary over 1000',
        () => json('POST', '/api/services', serviceBody({ serviceSummary: long(1001) }), admin),
        'serviceSummary',
        MESSAGES.TEXT_TOO_LONG_1000,
      ],
    ];

  it.each(cases)('refuses %s with 400 naming the field', async (_name, request, field, message) => {
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, field, reason: 'VALIDATION_FAILED' });
  });

  it('refuses a huge display name on the profile and keeps the stored one', async () => {
    const res = await json('PUT', '/api/auth/profile', { displayName: long(500_000) }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.TEXT_TOO_LONG_200,
      field: 'displayName',
      reason: 'VALIDATION_FAILED',
    });
    const [row] = await t.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, user.id!));
    expect(row?.displayName.length).toBeLessThanOrEqual(200);
  });

  it('takes a text of exactly its maximum', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/feedbacks/app',
      ...(await multipartBody({ ...feedback, subject: long(200), message: 'é'.repeat(5000) }, [])),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ message: feedbacks.message })
      .from(feedbacks)
      .where(eq(feedbacks.subject, long(200)));
    expect(row?.message).toBe('é'.repeat(5000));
  });
});
