import { arrayContains } from 'drizzle-orm';
import type { Config } from '@server/config';
import { hashPassword, randomPassword } from '@server/services/auth/password';
import type { Database } from '../client';
import { accounts, users } from '../schema';

export interface SeededAdmin {
  email: string;
  /** Set only when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

const DEFAULT_ADMIN_EMAIL = 'admin@refugio.local';

/**
 * The first administrator (docs/spec/api-contract.md §12): from ADMIN_EMAIL/ADMIN_PASSWORD, or with a random
 * password that the caller prints once. Never a fixed, well-known password. Does nothing when an
 * administrator exists.
 */
export async function seedAdmin(db: Database, config: Config): Promise<SeededAdmin | null> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(arrayContains(users.roles, ['ADMINISTRATOR']))
    .limit(1);
  if (existing.length > 0) return null;

  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomPassword();
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword ?? '');
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, displayName: 'Administrator', roles: ['ADMINISTRATOR', 'USER'] })
      .onConflictDoUpdate({ target: users.email, set: { roles: ['ADMINISTRATOR', 'USER'] } })
      .returning({ id: users.id });
    if (!user) throw new Error('could not create the first administrator');
    await tx
      .insert(accounts)
      .values({ userId: user.id, provider: 'LOCAL', subject: email, passwordHash })
      .onConflictDoUpdate({ target: [accounts.provider, accounts.subject], set: { passwordHash } });
  });
  return { email, generatedPassword };
}
