import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { decodeQuotedPrintable, mailFiles, signUp, tempDataDir } from '../auth/support';
import { settled } from './support';

describe('the welcome e-mail after sign-up', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await buildTestApp('pglite', { DATA_DIR: dataDir, PUBLIC_URL: 'https://refugio.example' });
  });
  afterAll(() => t.close());

  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'welcome-pass-1',
    confirmPassword: 'welcome-pass-1',
    displayName: 'Ana',
    ...extra,
  });

  it('is sent in Spanish to someone who signs up in Spanish, who keeps that language', async () => {
    const user = await signUp(t.app, body('ana@example.org', { language: 'es' }));
    await settled(t);
    const mail = decodeQuotedPrintable((await mailFiles(dataDir)).at(-1)!);
    expect(mail).toContain('To: ana@example.org');
    expect(mail).toContain('Hola, Ana:');
    expect(mail).toContain('https://refugio.example/');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('es');
  });

  it('is sent in English by default', async () => {
    await signUp(t.app, body('bob@example.org'));
    await settled(t);
    const mail = decodeQuotedPrintable((await mailFiles(dataDir)).at(-1)!);
    expect(mail).toContain('To: bob@example.org');
    expect(mail).toContain('Subject: Welcome to Refugio');
  });
});
