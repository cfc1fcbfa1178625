import type { z } from 'zod';
import { ApiError, NetworkError } from './api-errors';
import { useSessionStore } from './session-store';
import { API_BASE } from './api-base';

const AUTHORIZATION = 'authorization';
const BEARER_SCHEME = 'Bearer';

/**
 * The only fetch wrapper of the client (docs/spec/conventions.md). Re-parses every answer with the shared
 * zod schema, so a server drift shows up as an error here instead of as wrong data in the store.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestInit = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, reason, field } = (body ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : response.statusText,
      reason,
      typeof field === 'string' ? field : undefined,
    );
  }
  return schema.parse(body);
}

/**
 * `apiRequest` as the signed-in person: adds their bearer token. A 401 means the session ended on
 * the server (log-out elsewhere, deactivation), so the local login is cleared too (docs/spec/product-spec.md §4)
 * and the guards send the person to /login; the error is still thrown for the caller's message.
 */
export async function authedRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestInit = {},
): Promise<z.infer<T>> {
  const { token, signOut } = useSessionStore.getState();
  const headers = new Headers(init.headers);
  if (token) headers.set(AUTHORIZATION, `${BEARER_SCHEME} ${token}`);
  try {
    return await apiRequest(path, schema, { ...init, headers: Object.fromEntries(headers) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) signOut();
    throw error;
  }
}
