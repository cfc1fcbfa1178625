import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { upsertLocalPassword } from '@server/db/queries/accounts';
import {
  claimPasswordReset,
  findPasswordReset,
  insertPasswordReset,
} from '@server/db/queries/password-resets';
import { revokeUserSessions } from '@server/db/queries/sessions';
import { findUserByEmail, findUserById, type UserRow } from '@server/db/queries/users';
import { HttpError } from '@server/plugins/error-handler';
import { MESSAGES } from '@shared/validation/messages';
import type { Mailer } from '../mail';
import { resetPasswordMail, type MailLanguage } from '../mail/reset-password-template';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

const HOUR_MS = 3_600_000;

/**
 * The link of the reset mail. MOBILE requests get the same web link: the original's deeplink
 * redirect was an open redirect (docs/spec/api-contract.md §10 #6), and the PWA's reset page works on phones.
 */
export function resetLink(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  token: string,
  email: string,
) {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const query = new URLSearchParams({ token, email });
  return `${base}/auth/resetPassword?${query.toString()}`;
}

export interface ResetRequest {
  email: string;
  language: MailLanguage;
}

/**
 * Stores a one-hour reset (hashed) and mails the link. An unknown e-mail does nothing. The route
 * runs it after answering, the same answer for every e-mail, so neither the answer nor its timing
 * reveals who has an account.
 */
export async function requestPasswordReset(
  deps: { db: Database; mailer: Mailer; config: Config; log: FastifyBaseLogger },
  request: ResetRequest,
): Promise<'sent' | 'unknown' | 'mail-failed'> {
  const user = await findUserByEmail(deps.db, request.email);
  if (!user) return 'unknown';
  const token = newToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + HOUR_MS),
  });
  const link = resetLink(deps.config, token, user.email);
  try {
    const sent = await deps.mailer.send(resetPasswordMail(user.email, link, request.language));
    // Only a local install without SMTP logs the link: the .eml file is its only other trace.
    if (deps.mailer.kind === 'file') {
      deps.log.info({ file: sent.location, link }, 'password reset mail written to a file');
    }
    return 'sent';
  } catch (error) {
    // Logged with its cause for the operator; the person already has their answer.
    deps.log.error({ err: error }, 'password reset mail failed');
    return 'mail-failed';
  }
}

/** POST /auth/password: a token is good once, for one hour, for the e-mail it was sent to. */
export async function resetPassword(
  db: Database,
  body: { email: string; token: string; password: string },
): Promise<UserRow> {
  const reset = await findPasswordReset(db, hashToken(body.token));
  if (!reset || reset.email !== body.email || reset.usedAt) {
    throw new HttpError(400, MESSAGES.RESET_LINK_INVALID, { reason: 'RESET_LINK_INVALID' });
  }
  if (reset.expiresAt.getTime() <= Date.now()) {
    throw new HttpError(400, MESSAGES.RESET_LINK_EXPIRED, { reason: 'RESET_LINK_EXPIRED' });
  }
  const passwordHash = await hashPassword(body.password);
  const done = await db.transaction(async (tx) => {
    if (!(await claimPasswordReset(tx, reset))) return false;
    await upsertLocalPassword(tx, { userId: reset.userId, email: reset.email, passwordHash });
    await revokeUserSessions(tx, reset.userId);
    return true;
  });
  if (!done)
    throw new HttpError(400, MESSAGES.RESET_LINK_INVALID, { reason: 'RESET_LINK_INVALID' });
  const user = await findUserById(db, reset.userId);
  if (!user)
    throw new HttpError(400, MESSAGES.RESET_LINK_INVALID, { reason: 'RESET_LINK_INVALID' });
  return user;
}
