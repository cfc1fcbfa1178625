import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOCIAL_ERRORS, type SocialError } from '@shared/validation/social';

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<string, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  TWITTER: 'X (Twitter)',
  INSTAGRAM: 'Instagram',
};

const TEXTS = {
  inactive: msg`This account is inactive. Please contact the app admin to activate it.`,
  cancelled: msg`Sign-in was cancelled.`,
  expired: msg`This sign-in took too long or was already used. Please try again.`,
  failed: msg`We could not sign you in with that account. Please try again.`,
  local: msg`Sorry, looks like your e-mail is already signed up with a password. Please log in with your e-mail and password.`,
} as const;

export const isSocialError = (value: string | null): value is SocialError =>
  value !== null && (SOCIAL_ERRORS as readonly string[]).includes(value);

/**
 * The words of `/login?social_error=…&method=…` (docs/spec/api-contract.md §2.1's 'already signed up using …',
 * told without putting the e-mail address in a URL).
 */
export function socialErrorText(i18n: I18n, error: SocialError, method: string | null): string {
  if (error !== 'already_signed_up') return i18n._(TEXTS[error]);
  const provider = method ? PROVIDER_NAMES[method] : undefined;
  if (!provider) return i18n._(TEXTS.local);
  return i18n._(
    msg`Sorry, looks like your e-mail is already signed up using a ${provider} account. Please try logging in using that account.`,
  );
}

/** The one-time code was refused: the same words as an expired sign-in. */
export const expiredSignInText = (i18n: I18n) => i18n._(TEXTS.expired);
