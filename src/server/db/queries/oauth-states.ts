import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { oauthStates, socialSignInCodes } from '../schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** Stores a sign-in in progress; expired ones are swept on the way (no timer needed). */
export async function insertOAuthState(
  db: Database,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(values);
}

/**
 * Takes a state out in one statement, so a replayed callback finds nothing (single use), and only
 * while it is alive and belongs to this provider.
 */
export async function consumeOAuthState(
  db: Database,
  state: string,
  provider: string,
): Promise<OAuthStateRow | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
    .returning();
  return row && row.expiresAt > new Date() ? row : null;
}

export async function insertSignInCode(
  db: Database,
  values: typeof socialSignInCodes.$inferInsert,
): Promise<void> {
  await db.delete(socialSignInCodes).where(lt(socialSignInCodes.expiresAt, new Date()));
  await db.insert(socialSignInCodes).values(values);
}

/** Trades a one-time code for its user id, once (the DELETE is the single-use guard). */
export async function consumeSignInCode(db: Database, codeHash: string): Promise<string | null> {
  const [row] = await db
    .delete(socialSignInCodes)
    .where(
      and(eq(socialSignInCodes.codeHash, codeHash), gt(socialSignInCodes.expiresAt, new Date())),
    )
    .returning({ userId: socialSignInCodes.userId });
  return row?.userId ?? null;
}
