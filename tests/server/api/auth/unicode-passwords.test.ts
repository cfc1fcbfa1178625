import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { bearer, call, signIn, signUp } from './support';

// 'contraseña-café' typed as single code points (NFC) and as letters + combining marks (NFD), as
// some keyboards and systems send it: the same password to a person.
const composed = 'contrase\u00f1a-caf\u00e9';
const decomposed = 'contrasen\u0303a-cafe\u0301';

describe.each(databaseKinds)('passwords in Unicode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('treats the composed and decomposed forms as one password (NFC before hashing)', async () => {
    expect(composed).not.toBe(decomposed);
    await signUp(t.app, { email: 'nfd@example.org', password: decomposed, displayName: 'Nfd' });
    expect((await signIn(t.app, 'nfd@example.org', composed)).statusCode).toBe(200);
    expect((await signIn(t.app, 'nfd@example.org', decomposed)).statusCode).toBe(200);
    expect((await signIn(t.app, 'nfd@example.org', 'contrasena-cafe')).statusCode).toBe(400);
  });

  it('checks a password change in the NFC form too', async () => {
    const user = await signUp(t.app, {
      email: 'change@example.org',
      password: composed,
      displayName: 'Change',
    });
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { oldPassword: decomposed, newPassword: 'caf\u00e9-nuevo-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, 'change@example.org', 'cafe\u0301-nuevo-1')).statusCode).toBe(200);
  });

  it('still signs in an account whose hash was made from a decomposed password', async () => {
    const user = await createUser(t.database.db, { email: 'legacy@example.org', roles: ['USER'] });
    // As the hash was stored before passwords were normalised: of the raw, decomposed text.
    await t.database.db
      .update(accounts)
      .set({ passwordHash: await hash(decomposed) })
      .where(eq(accounts.userId, user.id));
    expect((await signIn(t.app, 'legacy@example.org', decomposed)).statusCode).toBe(200);
    expect((await signIn(t.app, 'legacy@example.org', 'wrong-password-1')).statusCode).toBe(400);
  });
});
