// Without zod, so that the client's error classes (src/client/lib/api-errors.ts) and the sync
// code that only tells errors apart load nothing more at start.

/**
 * The stable machine words of the API's error answers (docs/api.md "Errors"). A client words a
 * failure from its word, never from the English `message`, which stays for the original ShelterApp
 * clients. Words are only ever added: a client meeting a word it does not know falls back to the
 * word of the status (`reasonOfStatus`).
 */
export const API_ERROR_REASONS = [
  // Any route, the word of the status when no rule below is more precise.
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UNAVAILABLE',
  // Accounts.
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'ACCOUNT_INACTIVE',
  'NOT_A_LOCAL_ACCOUNT',
  'CURRENT_PASSWORD_INVALID',
  'RESET_LINK_INVALID',
  'RESET_LINK_EXPIRED',
  'SOCIAL_SIGN_IN_FAILED',
  'SIGNED_UP_WITH_OTHER_PROVIDER',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'PUSH_SUBSCRIPTION_INVALID',
  // Services and users.
  'SERVICE_QUOTA_REACHED',
  'ADDRESS_NOT_FOUND',
  'OWNER_EMAIL_NOT_FOUND',
  'SELF_DEACTIVATION',
  'SELF_DELETION',
  'USER_HAS_SERVICES',
  // Uploads, translation and the outbox's replays.
  'FILE_TYPE_NOT_ALLOWED',
  'UPLOAD_BUSY',
  'TRANSLATION_UNAVAILABLE',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;

export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

const STATUS_REASONS: Readonly<Record<number, ApiErrorReason>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** The word of an HTTP status, for an answer no rule words more precisely. */
export function reasonOfStatus(status: number): ApiErrorReason {
  return STATUS_REASONS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export function isApiErrorReason(value: unknown): value is ApiErrorReason {
  return API_ERROR_REASONS.some((word) => word === value);
}
