import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '@server/db/schema';
import { RESET_REQUESTED } from '@server/routes/auth/password';
import { hashToken } from '@server/services/auth/tokens';
import { notifierFor, type NotifyDeps } from '@server/services/notify';
import { MESSAGES } from '@shared/validation/messages';
import { ACTOR_PASSWORD, createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import {
  bearer,
  call,
  decodeQuotedPrintable,
  mailFiles,
  resetLinkIn,
  signIn,
  tempDataDir,
} from './support';

describe.each(databaseKinds)('password reset through .eml files on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await buildTestApp(kind, { DATA_DIR: dataDir, PUBLIC_URL: 'https://refugio.example' });
  });
  afterAll(() => t.close());

  /** Asks for a reset and waits for the work that follows the answer (the lookup, the mail). */
  async function requestReset(payload: object) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/request-reset-password',
      payload,
    });
    await notifierFor(t.app).settled();
    return res;
  }
  const reset = (payload: object) =>
    call(t.app, { method: 'POST', url: '/api/auth/password', payload });

  /** Requests a reset and returns the token and e-mail of the link in the newest mail. */
  async function mailedLink(email: string, language?: string) {
    const before = (await mailFiles(dataDir)).length;
    const res = await requestReset({ email, ...(language ? { language } : {}) });
    expect(res.statusCode).toBe(200);
    const mails = await mailFiles(dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    const link = resetLinkIn(mail);
    return {
      mail,
      link,
      token: link.searchParams.get('token')!,
      email: link.searchParams.get('email')!,
    };
  }

  it('writes the reset mail under DATA_DIR/mail with a PUBLIC_URL link, and the reset works', async () => {
    const user = await createUser(t.database.db, { email: 'eml@example.org', roles: ['USER'] });
    const { mail, link, token, email } = await mailedLink('EML@example.org');
    expect(mail).toContain('To: eml@example.org');
    expect(mail).toContain('Subject: Reset your password for Refugio');
    expect(`${link.origin}${link.pathname}`).toBe('https://refugio.example/auth/resetPassword');
    expect(email).toBe('eml@example.org');
    const res = await reset({ email, token, password: 'after-reset-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: 'eml@example.org' });
    expect(res.json()).not.toHaveProperty('token');
    // The reset signs every device out and the new password works.
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.token),
    });
    expect(profile.statusCode).toBe(401);
    expect((await signIn(t.app, 'eml@example.org', 'after-reset-1')).statusCode).toBe(200);
    expect((await signIn(t.app, 'eml@example.org', ACTOR_PASSWORD)).statusCode).toBe(400);
  });

  it('answers the original message', async () => {
    await createUser(t.database.db, { email: 'msg@example.org', roles: ['USER'] });
    const res = await requestReset({ email: 'msg@example.org' });
    expect(res.json()).toEqual({ code: 200, message: RESET_REQUESTED });
  });

  it('writes the mail in Spanish when asked', async () => {
    await createUser(t.database.db, { email: 'es@example.org', roles: ['USER'] });
    const { mail } = await mailedLink('es@example.org', 'es');
    const text = decodeQuotedPrintable(mail);
    expect(text).toContain('Abre este enlace en menos de una hora');
    expect(text).not.toContain('Open this link');
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = (await mailFiles(dataDir)).length;
    const res = await requestReset({ email: 'ghost@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: RESET_REQUESTED });
    expect(await mailFiles(dataDir)).toHaveLength(before);
  });

  it('answers before any of the work: the lookup, the reset row and the mail follow the answer', async () => {
    const user = await createUser(t.database.db, { email: 'first@example.org', roles: ['USER'] });
    const rows = () =>
      t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    const notifier = notifierFor(t.app);
    // The notifier's work is held, not run: whatever the route answers, it answered without it.
    const held: ((deps: NotifyDeps) => Promise<void>)[] = [];
    const run = vi.spyOn(notifier, 'run').mockImplementation((_what, work) => {
      held.push(work);
      return Promise.resolve();
    });
    const before = (await mailFiles(dataDir)).length;
    try {
      for (const email of ['first@example.org', 'nobody@example.org']) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/api/auth/request-reset-password',
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 200, message: RESET_REQUESTED });
      }
      await vi.waitFor(() => expect(held).toHaveLength(2));
      expect(await rows()).toHaveLength(0);
      expect(await mailFiles(dataDir)).toHaveLength(before);
    } finally {
      run.mockRestore();
    }
    for (const work of held) await work(notifier.deps);
    expect(await rows()).toHaveLength(1);
    expect(await mailFiles(dataDir)).toHaveLength(before + 1);
  });

  it('stores only the hash of the token, expiring in one hour', async () => {
    const user = await createUser(t.database.db, { email: 'hashed@example.org', roles: ['USER'] });
    const { token } = await mailedLink('hashed@example.org');
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('accepts a token once only', async () => {
    await createUser(t.database.db, { email: 'once@example.org', roles: ['USER'] });
    const { token, email } = await mailedLink('once@example.org');
    expect((await reset({ email, token, password: 'first-new-1' })).statusCode).toBe(200);
    const again = await reset({ email, token, password: 'second-new-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 400,
      message: MESSAGES.RESET_LINK_INVALID,
      reason: 'RESET_LINK_INVALID',
    });
    expect((await signIn(t.app, 'once@example.org', 'first-new-1')).statusCode).toBe(200);
  });

  it('refuses a token after its hour with 400', async () => {
    const user = await createUser(t.database.db, { email: 'late@example.org', roles: ['USER'] });
    const { token, email } = await mailedLink('late@example.org');
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset({ email, token, password: 'too-late-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: MESSAGES.RESET_LINK_EXPIRED,
      reason: 'RESET_LINK_EXPIRED',
    });
    expect((await signIn(t.app, 'late@example.org', ACTOR_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token given with another e-mail, and a made-up token', async () => {
    await createUser(t.database.db, { email: 'mine@example.org', roles: ['USER'] });
    await createUser(t.database.db, { email: 'theirs@example.org', roles: ['USER'] });
    const { token } = await mailedLink('mine@example.org');
    for (const body of [
      { email: 'theirs@example.org', token, password: 'stolen-pw-1' },
      { email: 'mine@example.org', token: 'made-up-token', password: 'stolen-pw-1' },
    ]) {
      const res = await reset(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES.RESET_LINK_INVALID,
        reason: 'RESET_LINK_INVALID',
      });
    }
  });

  it('spends the older links of a user when one is used', async () => {
    await createUser(t.database.db, { email: 'older@example.org', roles: ['USER'] });
    const first = await mailedLink('older@example.org');
    const second = await mailedLink('older@example.org');
    expect((await reset({ ...second, password: 'newest-pw-1' })).statusCode).toBe(200);
    const res = await reset({ email: first.email, token: first.token, password: 'older-pw-1' });
    expect(res.statusCode).toBe(400);
  });

  it('gives a social-only user a LOCAL password', async () => {
    await t.database.db
      .insert(users)
      .values({ email: 'onlygoogle@example.org', lastMethod: 'GOOGLE' });
    const { token, email } = await mailedLink('onlygoogle@example.org');
    expect((await reset({ email, token, password: 'now-local-1' })).statusCode).toBe(200);
    expect((await signIn(t.app, 'onlygoogle@example.org', 'now-local-1')).statusCode).toBe(200);
  });

  it.each([
    [{ type: 'WEB' }, MESSAGES.EMAIL_REQUIRED, 'email'],
    [{ email: 'a@b.org', type: 'FAX' }, MESSAGES.GENERIC, 'type'],
    [{ email: 'a@b.org', language: 'fr' }, MESSAGES.GENERIC, 'language'],
  ])('rejects a bad reset request %# with 400', async (payload, message, field) => {
    const res = await requestReset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, field, reason: 'VALIDATION_FAILED' });
  });

  it.each([
    [{ email: 'a@b.org', password: 'new-pass-1' }, MESSAGES.RESET_LINK_INVALID, 'token'],
    [{ email: 'a@b.org', token: 'x', password: '1' }, MESSAGES.PASSWORD_MIN_LENGTH, 'password'],
  ])('rejects a bad reset body %# with 400', async (payload, message, field) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, field, reason: 'VALIDATION_FAILED' });
  });

  it('sends a MOBILE request the same web link', async () => {
    await createUser(t.database.db, { email: 'phone@example.org', roles: ['USER'] });
    const before = (await mailFiles(dataDir)).length;
    await requestReset({ email: 'phone@example.org', type: 'MOBILE' });
    const link = resetLinkIn((await mailFiles(dataDir))[before]!);
    expect(link.pathname).toBe('/auth/resetPassword');
  });
});

describe.each(databaseKinds)('a reset mail that cannot be sent on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on localhost: nothing listens, the connection is refused at once.
    t = await buildTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('answers as for any e-mail, logs the failure and keeps serving', async () => {
    await createUser(t.database.db, { email: 'nomail@example.org', roles: ['USER'] });
    const logged = vi.spyOn(notifierFor(t.app).deps.log, 'error');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/request-reset-password',
      payload: { email: 'nomail@example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: RESET_REQUESTED });
    await notifierFor(t.app).settled();
    expect(logged).toHaveBeenCalledWith(expect.anything(), 'password reset mail failed');
    logged.mockRestore();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
