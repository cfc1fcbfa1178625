import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts } from '../schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The LOCAL account of an e-mail (its subject is the lowercased e-mail). */
export async function findLocalAccount(db: Database, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, 'LOCAL'), eq(accounts.subject, email)))
    .limit(1);
  return row ?? null;
}

export async function findLocalAccountOfUser(
  db: Database,
  userId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, 'LOCAL'), eq(accounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Sets the LOCAL password of a user, creating the LOCAL account when the user had only a social
 * one (as the original did on a reset request, docs/spec/api-contract.md §1).
 */
export async function upsertLocalPassword(
  db: Database,
  values: { userId: string; email: string; passwordHash: string },
): Promise<void> {
  await db
    .insert(accounts)
    .values({ ...values, provider: 'LOCAL', subject: values.email })
    .onConflictDoUpdate({
      target: [accounts.provider, accounts.subject],
      set: { passwordHash: values.passwordHash },
    });
}

export async function markAccountSignedIn(db: Database, accountId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ lastSignedIn: sql`now()` })
    .where(eq(accounts.id, accountId));
}
