import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionUser } from '@server/db/queries/sessions';
import { authenticate } from '@server/services/auth/sessions';
import { HttpError } from './error-handler';
import { markGuard } from './response-contract';

export interface Auth {
  sessionId: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

const BEARER = /^Bearer\s+([\w-]{20,200})$/i;

/** Reads `Authorization: Bearer <token>` on every API request; guards below decide what it allows. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    request.auth = await authenticate(app.database.db, match[1]);
  });
}

/** 401 `{code, message: 'Unauthorized'}` without a live session (docs/spec/api-contract.md §12). */
export function signedIn(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, 'Unauthorized');
  return request.auth;
}

/**
 * A preHandler (or onRequest) hook: 401 without a session, 403 when the user lacks what `allowed`
 * asks. Routes for signed-in people use it rather than calling signedIn() alone, so the API
 * contract knows them (plugins/response-contract.ts).
 */
export function requireUser(allowed?: (user: SessionUser) => boolean): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    const { user } = signedIn(request);
    if (allowed && !allowed(user)) throw new HttpError(403, 'Forbidden');
  };
  // The route's OpenAPI security and its 401/403 answers are read from this mark.
  return markGuard(guard, { forbids: allowed !== undefined });
}
