import type { z } from 'zod';
import { apiErrorBody } from '../../shared/api/error';

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

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * The only fetch wrapper of the client (conventions.md). Re-parses every answer with the shared
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
    const parsed = apiErrorBody.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : response.statusText);
  }
  return schema.parse(body);
}
