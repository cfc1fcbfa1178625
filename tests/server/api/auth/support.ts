import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '@server/db/client';
import { services } from '@server/db/schema';

let ipCounter = 0;

/**
 * A fresh client address per call: the credential routes are rate limited per client, and only the
 * rate-limit test means to hit that limit.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function call(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ remoteAddress: freshIp(), ...options });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signUp(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<{ id: string; token: string; [key: string]: unknown }> {
  const res = await call(app, { method: 'POST', url: '/api/auth/sign-up', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function signIn(app: FastifyInstance, email: string, password: string) {
  return call(app, { method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'refugio-mail-'));
}

/** Decodes quoted-printable soft breaks and escapes, as nodemailer writes long lines. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of a raw mail (the first one, in the text part). */
export function resetLinkIn(rawMail: string): URL {
  const match = /https?:\/\/\S+\/auth\/resetPassword\?\S+/.exec(decodeQuotedPrintable(rawMail));
  if (!match) throw new Error(`no reset link in mail:\n${rawMail}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

export async function mailFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map((n) => readFile(path.join(dir, n), 'utf8')));
}

/** A minimal service row for tests that need one (owner, approval and beds as given). */
export async function insertService(
  db: Database,
  values: {
    userId?: string | null;
    isApproved?: boolean;
    type?: ('FOOD' | 'SHELTER')[];
    totalBeds?: number;
    addedByVolunteer?: boolean;
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({
      name: 'Test service',
      type: values.type ?? ['FOOD'],
      category: ['ALL'],
      lat: 39.74,
      lng: -104.99,
      timeZone: 'America/Denver',
      userId: values.userId ?? null,
      isApproved: values.isApproved ?? true,
      totalBeds: values.totalBeds ?? 0,
      addedByVolunteer: values.addedByVolunteer ?? false,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('could not insert a service');
  return row.id;
}
