import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  reasonOfStatus,
  type ApiErrorBody as ApiError,
  type ApiErrorReason,
} from '@shared/api/error';
import { isMessageId, wireMessage } from '@shared/validation/messages';

export interface HttpErrorDetail {
  /** The machine word; without one, the word of the status (`reasonOfStatus`). */
  reason?: ApiErrorReason;
  /** The body field or parameter at fault, sent beside the message as validation errors do. */
  field?: string;
}

/**
 * Every failure a route or plugin answers on purpose is thrown as one of these; the error handler
 * below is the only place that turns it into a body, so every answer carries its word.
 */
export class HttpError extends Error {
  readonly reason: ApiErrorReason;
  readonly field?: string;
  constructor(
    readonly statusCode: number,
    message: string,
    detail: HttpErrorDetail = {},
  ) {
    super(message);
    this.reason = detail.reason ?? reasonOfStatus(statusCode);
    if (detail.field) this.field = detail.field;
  }
}

/** The one builder of the error body (docs/spec/api-contract.md §12, docs/api.md "Errors"). */
export function errorBody(
  status: number,
  message: string,
  reason: ApiErrorReason = reasonOfStatus(status),
  field?: string,
): ApiError {
  return { code: status, message: wireMessage(message), reason, ...(field ? { field } : {}) };
}

/**
 * A value that broke a rule: a shared message id (src/shared/validation/messages.ts) goes out as
 * is, so the client can word it; the field travels beside it. Other texts name the field inline.
 */
export function invalidInput(field: string | undefined, text: string): HttpError {
  const message = isMessageId(text) || !field ? text : `${field}: ${text}`;
  return new HttpError(400, message, { reason: 'VALIDATION_FAILED', ...(field ? { field } : {}) });
}

/** `invalidInput` for the first issue of a zod error (bodies parsed by the handler itself). */
export function invalidZodInput(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  return invalidInput(issue?.path.join('.') || undefined, issue?.message ?? 'Invalid request.');
}

const clientErrors: Record<string, { message: string; reason?: ApiErrorReason }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'The request body is not valid JSON.',
    reason: 'MALFORMED_REQUEST',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request body is empty but its type says JSON.',
    reason: 'MALFORMED_REQUEST',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'This content type is not supported.' },
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(thrown) ? schemaFailure(thrown) : thrown;
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    // A 503 thrown on purpose (a busy upload, no translator) says so; anything else is a fault.
    const deliberate = error instanceof HttpError && status === 503;
    if (status >= 500 && !deliberate) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Internal server error.'));
    }
    const known = 'code' in error && error.code ? clientErrors[error.code] : undefined;
    const message = known?.message || error.message || 'Bad request.';
    const reason = error instanceof HttpError ? error.reason : known?.reason;
    const field = error instanceof HttpError ? error.field : undefined;
    request.log.info({ code: thrown.code, reason, status, url: request.url }, 'request rejected');
    return reply.code(status).send(errorBody(status, message, reason, field));
  });
}

/** A body, query or parameter that failed its route's zod schema: its first issue. */
function schemaFailure(error: { validation: { instancePath: string; message?: string }[] }) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
  return invalidInput(field, first?.message ?? 'Invalid request.');
}

/**
 * A stored answer replayed for an Idempotency-Key: an error stored before errors carried their
 * word gets the word of its status, so a replay answers like every other error.
 */
export function storedAnswer(status: number, body: unknown): unknown {
  if (status < 400 || typeof body !== 'object' || body === null || 'reason' in body) return body;
  return { ...body, reason: reasonOfStatus(status) };
}

export function apiNotFound(): ApiError {
  return errorBody(404, 'Resource not found.');
}

export function methodNotAllowed(): ApiError {
  return errorBody(405, 'This address does not take that method.');
}
