import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorReason } from '@shared/api/error-reasons';
import { isMessageId } from '@shared/validation/messages';
import { ApiError, NetworkError } from './api-errors';
import { translateValidation } from './validation-messages';

// The one place that words a failed request (docs/api.md "Errors"): from the answer's machine
// word, never from the server's English. `satisfies` makes a new word fail to compile until it
// has its words here, and the catalogs test makes it fail until it has its Spanish.
export const ERROR_WORDS = {
  BAD_REQUEST: msg`The server could not accept this request. Please try again.`,
  VALIDATION_FAILED: msg`Some of what you entered is not valid. Please check it and try again.`,
  MALFORMED_REQUEST: msg`The request arrived damaged. Please try again.`,
  UNAUTHORIZED: msg`Please log in again to continue.`,
  FORBIDDEN: msg`You do not have permission to do this.`,
  NOT_FOUND: msg`This was not found. It may have been deleted.`,
  METHOD_NOT_ALLOWED: msg`This action is not available.`,
  CONFLICT: msg`This name or code is already in use. Please choose another one.`,
  PAYLOAD_TOO_LARGE: msg`This is too large to send. Please send something smaller.`,
  URI_TOO_LONG: msg`The address is too long.`,
  UNSUPPORTED_MEDIA_TYPE: msg`This kind of content is not supported.`,
  RATE_LIMITED: msg`Too many requests. Please wait a moment and try again.`,
  INTERNAL_ERROR: msg`Something went wrong. Please try again.`,
  UNAVAILABLE: msg`This is not available right now. Please try again in a moment.`,
  INVALID_CREDENTIALS: msg`Please check your Email or Password and Try Again.`,
  EMAIL_TAKEN: msg`This email is already signed up. Please log in instead.`,
  ACCOUNT_INACTIVE: msg`This account is inactive. Please contact the app admin to activate it.`,
  NOT_A_LOCAL_ACCOUNT: msg`This account signs in with a social provider, so it has no password to change.`,
  CURRENT_PASSWORD_INVALID: msg`Please check your current password and try again.`,
  RESET_LINK_INVALID: msg`This reset link is not valid. Please request a new one.`,
  RESET_LINK_EXPIRED: msg`This reset link has expired. Please request a new one.`,
  SOCIAL_SIGN_IN_FAILED: msg`We could not sign you in with that account. Please try again.`,
  SIGNED_UP_WITH_OTHER_PROVIDER: msg`This e-mail is already signed up with another sign-in method. Please log in that way.`,
  SOCIAL_PROVIDER_UNAVAILABLE: msg`This sign-in method is not available.`,
  PUSH_SUBSCRIPTION_INVALID: msg`This device could not be signed up for notifications.`,
  SERVICE_QUOTA_REACHED: msg`You reached the Max Limit for adding new services. Please contact the app admin to add more.`,
  ADDRESS_NOT_FOUND: msg`We could not place this address: drop a pin on the map, or give a known ZIP code or city and state.`,
  OWNER_EMAIL_NOT_FOUND: msg`No user has this owner email.`,
  SELF_DEACTIVATION: msg`You cannot deactivate your own account.`,
  SELF_DELETION: msg`You cannot delete your own account.`,
  USER_HAS_SERVICES: msg`Can’t delete user since they have related services or feedbacks`,
  FILE_TYPE_NOT_ALLOWED: msg`Attachments must be PNG, JPEG, WebP or GIF images or PDF documents.`,
  UPLOAD_BUSY: msg`Too many uploads right now. Please try again in a moment.`,
  TRANSLATION_UNAVAILABLE: msg`Machine translation is not available right now.`,
  IDEMPOTENCY_KEY_INVALID: msg`Something went wrong. Please try again.`,
  IDEMPOTENCY_KEY_REUSED: msg`This change clashes with an earlier one. Please try again.`,
  IDEMPOTENCY_IN_PROGRESS: msg`This change is still being saved. Please wait a moment.`,
} satisfies Record<ApiErrorReason, MessageDescriptor>;

const CANNOT_CONNECT = msg`Can not connect to server. Please check your network.`;

/** A screen's own words for some answers (a 404 on the service form says the service is gone). */
export type ErrorWordsOverride = Partial<Record<ApiErrorReason, MessageDescriptor>>;

/**
 * The words of a failure, in the active language: no answer → docs/spec/product-spec.md §8's network message;
 * an answer → the words of its machine word. A VALIDATION_FAILED answer carries a shared message id
 * of src/shared/validation/messages.ts (the ids the forms use too), which says which rule broke.
 */
export function errorText(i18n: I18n, error: unknown, override: ErrorWordsOverride = {}): string {
  if (error instanceof NetworkError) return i18n._(CANNOT_CONNECT);
  if (!(error instanceof ApiError)) return i18n._(ERROR_WORDS.INTERNAL_ERROR);
  return reasonText(i18n, error, override);
}

/** `errorText` for a refusal kept without its class (the outbox stores status, word and id). */
export function reasonText(
  i18n: I18n,
  error: { reason: ApiErrorReason; message: string },
  override: ErrorWordsOverride = {},
): string {
  const own = override[error.reason];
  if (own) return i18n._(own);
  if (error.reason === 'VALIDATION_FAILED' && isMessageId(error.message)) {
    return translateValidation(i18n, error.message);
  }
  return i18n._(ERROR_WORDS[error.reason]);
}

/** Whether a failure is this word (no answer is no word). */
export const isReason = (error: unknown, reason: ApiErrorReason): boolean =>
  error instanceof ApiError && error.reason === reason;
