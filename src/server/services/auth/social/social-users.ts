import type { Database } from '@server/db/client';
import { markAccountSignedIn } from '@server/db/queries/accounts';
import {
  findSocialAccount,
  firstAccountOfUser,
  insertSocialAccount,
} from '@server/db/queries/social-accounts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from '@server/db/queries/users';
import { HttpError } from '@server/plugins/error-handler';
import type { AccountProvider } from '@shared/domain/enums';
import { INACTIVE_ACCOUNT } from '../local-accounts';
import { mayUseAccount } from '../sessions';
import type { SocialIdentity } from './identity';

/** docs/spec/api-contract.md §2.1, word for word (PROVIDER is the stored provider string, e.g. LOCAL). */
export const alreadySignedUpMessage = (email: string, provider: AccountProvider) =>
  `Sorry, looks like ${email} is already signed up using ${provider} account. Please try logging in using that account`;

/** Why a verified identity may still not sign in; `socialError` travels to the PWA as social_error. */
export class SocialSignInError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly socialError: 'already_signed_up' | 'inactive',
    readonly method?: AccountProvider,
  ) {
    super(statusCode, message, {
      reason: socialError === 'inactive' ? 'ACCOUNT_INACTIVE' : 'SIGNED_UP_WITH_OTHER_PROVIDER',
    });
  }
}

/**
 * An address for a person whose provider vouches for no e-mail (X, Instagram): `.invalid` is
 * reserved (RFC 2606), so it can never belong to anybody else or receive mail.
 */
export const placeholderEmail = (provider: AccountProvider, subject: string) =>
  `${provider.toLowerCase()}-${subject.replace(/[^\w.-]/g, '_')}@social.invalid`;

export interface SocialSignIn {
  user: UserRow;
  created: boolean;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function signedIn(db: Database, user: UserRow, provider: AccountProvider): Promise<UserRow> {
  if (!mayUseAccount(user)) throw new SocialSignInError(403, INACTIVE_ACCOUNT, 'inactive');
  return (
    (await updateUser(db, user.id, { lastSignedIn: new Date(), lastMethod: provider })) ?? user
  );
}

async function createSocialUser(
  db: Database,
  provider: AccountProvider,
  identity: SocialIdentity,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: identity.email ?? placeholderEmail(provider, identity.subject),
      displayName: identity.displayName ?? '',
      roles: ['USER'],
      lastMethod: provider,
      lastSignedIn: new Date(),
    });
    await insertSocialAccount(tx, { userId: user.id, provider, subject: identity.subject });
    return user;
  });
}

/**
 * Finds or creates the user of a verified identity: by the provider's subject first; a new
 * identity whose verified e-mail is already a user's signs in only if that user has no other
 * sign-in method (docs/spec/api-contract.md §2.1: 'already signed up using …').
 */
export async function signInSocialIdentity(
  db: Database,
  provider: AccountProvider,
  identity: SocialIdentity,
  retry = true,
): Promise<SocialSignIn> {
  const account = await findSocialAccount(db, provider, identity.subject);
  if (account) {
    const user = await findUserById(db, account.userId);
    if (!user) throw new Error('account without user');
    const result = await signedIn(db, user, provider);
    await markAccountSignedIn(db, account.id);
    return { user: result, created: false };
  }
  const existing = identity.email ? await findUserByEmail(db, identity.email) : null;
  if (existing && identity.email) {
    const other = await firstAccountOfUser(db, existing.id);
    if (other) {
      throw new SocialSignInError(
        400,
        alreadySignedUpMessage(identity.email, other.provider),
        'already_signed_up',
        other.provider,
      );
    }
    // A user with no sign-in method yet (made by an administrator): the verified e-mail is theirs.
    const user = await signedIn(db, existing, provider);
    await insertSocialAccount(db, { userId: user.id, provider, subject: identity.subject });
    return { user, created: false };
  }
  try {
    return { user: await createSocialUser(db, provider, identity), created: true };
  } catch (error) {
    // Two callbacks of the same new person at once: the other one created the user; use it.
    if (retry && isUniqueViolation(error))
      return signInSocialIdentity(db, provider, identity, false);
    throw error;
  }
}
