// The errors of API calls, apart from the fetch wrapper so that code which only needs to tell
// them apart (the outbox, the sync transport) does not load zod at start (docs/sync.md).
import { isApiErrorReason, reasonOfStatus, type ApiErrorReason } from '@shared/api/error-reasons';

/**
 * The API answered with an error body (docs/spec/api-contract.md §12). Callers tell failures apart by `reason`,
 * the body's machine word, and word them with `errorText` (lib/error-text.ts); `message` is the
 * server's English, for the log.
 */
export class ApiError extends Error {
  /** The body's word; a word this client does not know (a newer server's) counts as its status's. */
  readonly reason: ApiErrorReason;
  readonly field?: string;
  constructor(
    readonly status: number,
    message: string,
    reason?: unknown,
    field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = isApiErrorReason(reason) ? reason : reasonOfStatus(status);
    if (field) this.field = field;
  }
}

/**
 * The request never got an answer: offline, DNS, a dropped connection. The screens show docs/spec/product-spec.md
 * §8's 'Can not connect to server…' in the person's language; the message here is for the log.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(String(cause), { cause });
    this.name = 'NetworkError';
  }
}
