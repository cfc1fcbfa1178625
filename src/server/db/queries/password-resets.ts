import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { passwordResets, users } from '../schema';

export async function insertPasswordReset(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export interface ResetLookup {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function findPasswordReset(
  db: Database,
  tokenHash: string,
): Promise<ResetLookup | null> {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      email: users.email,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Claims a reset for use: only one caller wins even when two resets race (single use,
 * docs/spec/api-contract.md §12). Every other open reset of the user is spent with it.
 */
export async function claimPasswordReset(
  db: Database,
  reset: { id: string; userId: string },
): Promise<boolean> {
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.id, reset.id),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > now()`,
      ),
    )
    .returning({ id: passwordResets.id });
  if (claimed.length === 0) return false;
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  return true;
}
