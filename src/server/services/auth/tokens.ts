import { createHash, randomBytes } from 'node:crypto';

/** A bearer or reset token: 32 random bytes, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here: the token is random and long, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
