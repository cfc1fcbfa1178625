import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionUser } from '../db/queries/sessions';
import { authenticate } from '../services/auth/sessions';
import { HttpError } from './error-handler';

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

/** 401 `{code, message: 'Unauthorized'}` without a live session (api-contract §12). */
export function signedIn(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, 'Unauthorized');
  return request.auth;
}

/** A preHandler: 401 without a session, 403 when the user lacks what `allowed` asks. */
export function requireUser(
  allowed: (user: SessionUser) => boolean = () => true,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const { user } = signedIn(request);
    if (!allowed(user)) throw new HttpError(403, 'Forbidden');
  };
}
