import type { Database } from '@server/db/client';
import {
  findLocalAccount,
  findLocalAccountOfUser,
  markAccountSignedIn,
  upsertLocalPassword,
} from '@server/db/queries/accounts';
import { revokeUserSessions } from '@server/db/queries/sessions';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '@server/db/queries/users';
import { HttpError } from '@server/plugins/error-handler';
import { MESSAGES } from '@shared/validation/messages';
import { hashPassword, verifyPassword } from './password';
import { mayUseAccount } from './sessions';

export const INACTIVE_ACCOUNT =
  'This account is inactive. Please contact the app admin to activate it.';
export const NOT_A_LOCAL_ACCOUNT =
  'This account signs in with a social provider, so it has no password to change.';

/** A real argon2id hash to verify against when no account matches, so both paths take as long. */
const decoyHash = hashPassword('decoy-password-never-used');

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

export interface NewLocalUser {
  email: string;
  password: string;
  displayName: string;
  phone?: string | null;
  /** A volunteer sign-up: pending until an administrator or a lead approves (docs/spec/product-spec.md §4). */
  isVolunteer?: boolean;
  roles?: UserRow['roles'];
}

/** Creates a user with a LOCAL account; 409 when the e-mail is taken (also under a race). */
export async function createLocalUser(db: Database, input: NewLocalUser): Promise<UserRow> {
  if (await findUserByEmail(db, input.email))
    throw new HttpError(409, MESSAGES.EMAIL_TAKEN, { reason: 'EMAIL_TAKEN' });
  const passwordHash = await hashPassword(input.password);
  const volunteer = input.isVolunteer === true;
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        displayName: input.displayName,
        phone: input.phone ?? null,
        roles: input.roles ?? (volunteer ? ['VOLUNTEER', 'USER'] : ['USER']),
        isVolunteer: volunteer,
        isApproved: !volunteer,
        lastMethod: 'LOCAL',
      });
      await upsertLocalPassword(tx, { userId: user.id, email: input.email, passwordHash });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, MESSAGES.EMAIL_TAKEN, { reason: 'EMAIL_TAKEN' });
    throw error;
  }
}

/**
 * Checks an e-mail and password. One answer for "no such account" and "wrong password" (400, as
 * the original); only a correct password learns that the account is inactive (403).
 */
export async function verifyLocalSignIn(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow> {
  const account = await findLocalAccount(db, email);
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyHash), password);
  const user = account && ok ? await findUserByEmail(db, email) : null;
  if (!account || !ok || !user || user.id !== account.userId) {
    throw new HttpError(400, MESSAGES.EMAIL_OR_PASSWORD_INVALID, {
      reason: 'INVALID_CREDENTIALS',
    });
  }
  if (!mayUseAccount(user))
    throw new HttpError(403, INACTIVE_ACCOUNT, { reason: 'ACCOUNT_INACTIVE' });
  await markAccountSignedIn(db, account.id);
  const signedIn = await updateUser(db, user.id, { lastSignedIn: new Date(), lastMethod: 'LOCAL' });
  return signedIn ?? user;
}

/** PUT /auth/password: LOCAL accounts only; every session of the user ends (docs/spec/api-contract.md §12). */
export async function changeLocalPassword(
  db: Database,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const account = await findLocalAccountOfUser(db, user.id);
  if (!account?.passwordHash)
    throw new HttpError(400, NOT_A_LOCAL_ACCOUNT, { reason: 'NOT_A_LOCAL_ACCOUNT' });
  if (!(await verifyPassword(account.passwordHash, oldPassword))) {
    throw new HttpError(400, MESSAGES.OLD_PASSWORD_INVALID, {
      reason: 'CURRENT_PASSWORD_INVALID',
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await upsertLocalPassword(tx, { userId: user.id, email: account.subject, passwordHash });
    await revokeUserSessions(tx, user.id);
  });
}
