import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions, users } from '../schema';

export type SessionUser = typeof users.$inferSelect;

export async function insertSession(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The user behind a live session: not revoked, not expired. */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Logout everywhere: on a password change and on deactivation (docs/spec/api-contract.md §12). */
export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
