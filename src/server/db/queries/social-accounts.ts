import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts } from '../schema';
import type { AccountRow } from './accounts';
import type { AccountProvider } from '@shared/domain/enums';

/** The account of a verified social identity: provider + the provider's subject id. */
export async function findSocialAccount(
  db: Database,
  provider: AccountProvider,
  subject: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The user's first account of any kind (the method named in 'already signed up using …'). */
export async function firstAccountOfUser(db: Database, userId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertSocialAccount(
  db: Database,
  values: { userId: string; provider: AccountProvider; subject: string },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, lastSignedIn: new Date() })
    .returning();
  if (!row) throw new Error('insert into accounts returned no row');
  return row;
}
