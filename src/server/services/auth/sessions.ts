import type { Database } from '@server/db/client';
import { findSessionUser, insertSession, type SessionUser } from '@server/db/queries/sessions';
import { isVolunteer } from '@shared/domain/roles';
import { hashToken, newToken } from './tokens';

const DAY_MS = 86_400_000;

/** Opens a session and returns its bearer token (shown once; the database keeps only the hash). */
export async function openSession(
  db: Database,
  userId: string,
  ttlDays: number,
  userAgent?: string,
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * Whether an account may use the app at all. Inactive accounts cannot (docs/spec/product-spec.md §4); a
 * volunteer waiting for approval can sign in but gets no management rights (docs/spec/product-spec.md §4, §6).
 */
export function mayUseAccount(
  user: Pick<SessionUser, 'isApproved' | 'isVolunteer' | 'roles'>,
): boolean {
  return user.isApproved || isVolunteer(user);
}

export async function authenticate(
  db: Database,
  token: string,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const found = await findSessionUser(db, hashToken(token), new Date());
  return found && mayUseAccount(found.user) ? found : null;
}
