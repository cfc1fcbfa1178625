import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456, t=2, p=1), api-contract §12. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return verify(hashed, password).catch(() => false);
}

/** A password for a generated account: 18 random bytes, URL-safe, never a well-known value. */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
