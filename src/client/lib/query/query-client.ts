import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api-errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** What a write changes: the keys (query-keys.ts) refetched once it has settled. */
    mutationMeta: { invalidates: readonly QueryKey[] };
  }
}

/** How long an answer counts as fresh: a screen opened again within it shows it without a request. */
export const STALE_TIME_MS = 30_000;
/** Retries after the first failure (a request on a phone's bad network may just have dropped). */
export const MAX_RETRIES = 2;

/**
 * Whether a failed read is tried again: no answer (the network dropped it) and a server failure
 * (5xx) may pass the next time; a 4xx will not (the same request gets the same refusal), and
 * neither will an answer that does not parse.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/** 1 s, then 2 s (at most 8 s): long enough for a phone to find its network again. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000);

/**
 * The signed-in screens' query client (docs/architecture.md "Online data of the signed-in
 * screens"). Reads: fresh for STALE_TIME_MS, retried by `shouldRetry`, refetched when the window
 * regains focus or the network returns once stale. Writes: never retried (a write the server may
 * have saved must not be sent twice), and after each one settles — a failure too, since a bulk
 * write may have done part of its work and a dropped answer may hide a saved one — the keys it
 * names in `meta.invalidates` are refetched before the write's promise resolves, so the screen
 * shows what the server now holds. `networkMode: 'always'`: offline, a request fails at once
 * with the network message instead of waiting paused behind a "Loading…".
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: async (_data, _error, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
