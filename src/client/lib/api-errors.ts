// The errors of API calls, apart from the fetch wrapper so that code which only needs to tell
// them apart (the outbox, the sync transport) does not load zod at start (docs/sync.md).

/** The API answered with an error body (api-contract §12): callers translate by code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The request never got an answer: offline, DNS, a dropped connection. The screens show product-spec
 * §8's 'Can not connect to server…' in the person's language; the message here is for the log.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(String(cause), { cause });
    this.name = 'NetworkError';
  }
}
