import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * One form for every password: 'é' typed as one code point or as 'e' + a combining accent (as some
 * keyboards and operating systems send it) is the same password.
 */
const normalized = (password: string) => password.normalize('NFC');

/** argon2id with the library's defaults (m=19456, t=2, p=1), docs/spec/api-contract.md §12; of the NFC form. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password));
}

const verifyRaw = (hashed: string, password: string) => verify(hashed, password).catch(() => false);

/**
 * The NFC form first; then the password as typed, for a hash made before passwords were
 * normalised (from a decomposed form), so no existing account is locked out.
 */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const nfc = normalized(password);
  if (await verifyRaw(hashed, nfc)) return true;
  return nfc !== password && verifyRaw(hashed, password);
}

/** A password for a generated account: 18 random bytes, URL-safe, never a well-known value. */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
