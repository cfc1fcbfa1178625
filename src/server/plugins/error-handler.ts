import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody as ApiError } from '../../shared/api/error';
import { isMessageId, wireMessage } from '../../shared/validation/messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The body field or parameter at fault, sent beside the message as validation errors do. */
    readonly field?: string,
  ) {
    super(message);
  }
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const text = first?.message ?? 'Invalid request.';
      // A shared message id (src/shared/validation/messages.ts) goes out as is, so the client can
      // translate it; the field travels beside it. Other texts name the field inline.
      const message = isMessageId(text) || !field ? wireMessage(text) : `${field}: ${text}`;
      return reply
        .code(400)
        .send({ code: 400, message, ...(field ? { field } : {}) } satisfies ApiError);
    }
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply
        .code(500)
        .send({ code: 500, message: 'Internal server error.' } satisfies ApiError);
    }
    const message = wireMessage(
      (error.code && clientMessages[error.code]) || error.message || 'Bad request.',
    );
    const field = error instanceof HttpError ? error.field : undefined;
    request.log.info({ code: error.code, status, url: request.url }, 'request rejected');
    return reply
      .code(status)
      .send({ code: status, message, ...(field ? { field } : {}) } satisfies ApiError);
  });
}

export function apiNotFound(): ApiError {
  return { code: 404, message: 'Resource not found.' };
}

export function methodNotAllowed(): ApiError {
  return { code: 405, message: 'This address does not take that method.' };
}
