import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { notifierFor } from '@server/services/notify';
import { call, resetLinkIn, signIn } from './support';

interface Captured {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1, port 0, keeping every message it accepts. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Captured[] }> {
  const inbox: Captured[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, inbox };
}

describe.each(databaseKinds)('password reset end to end over SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Refugio <no-reply@refugio.test>',
      PORT: '8123',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('mails a link that resets the password, after which the new password signs in', async () => {
    await createUser(t.database.db, { email: 'smtp@example.org', roles: ['USER'] });
    const requested = await call(t.app, {
      method: 'POST',
      url: '/api/auth/request-reset-password',
      payload: { email: 'smtp@example.org', language: 'en' },
    });
    expect(requested.statusCode).toBe(200);
    // The mail is sent after the answer (docs/api/auth.md "Password reset"), by the notifier.
    await notifierFor(t.app).settled();
    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0]!;
    expect(mail.to).toEqual(['smtp@example.org']);
    expect(mail.from).toBe('no-reply@refugio.test');
    const link = resetLinkIn(mail.raw);
    // Without PUBLIC_URL the link points at this server's own port.
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8123/auth/resetPassword');

    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'from-the-mail-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, 'smtp@example.org', 'from-the-mail-1')).statusCode).toBe(200);
    expect((await signIn(t.app, 'smtp@example.org', ACTOR_PASSWORD)).statusCode).toBe(400);
  });
});
