import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@client/lib/api-errors';
import { managementQueryClient } from '@client/lib/query/management-query';
import {
  MAX_RETRIES,
  retryDelay,
  shouldRetry,
  STALE_TIME_MS,
} from '@client/lib/query/query-client';
import { queryKeys } from '@client/lib/query/query-keys';
import { useSessionStore } from '@client/lib/session-store';

const person = (id: string) => ({ id, email: `${id}@example.org`, displayName: id, roles: [] });

function cacheSomeoneData() {
  const client = managementQueryClient();
  client.setQueryData(queryKeys.users.page('limit=25&skip=0'), { users: [], total: 7 });
  client.setQueryData(queryKeys.feedbacks.tab('app'), { pages: [[]], pageParams: [0] });
  return client;
}

describe('the signed-in screens’ query client', () => {
  it('tries a dropped request or a server failure again, at most twice, and never a 4xx', () => {
    expect(shouldRetry(0, new NetworkError('offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, new NetworkError('offline'))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'No'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('the answer did not parse'))).toBe(false);
    expect([0, 1, 5].map(retryDelay)).toEqual([1000, 2000, 8000]);
  });

  it('keeps answers fresh for a while instead of refetching on every mount', () => {
    expect(managementQueryClient().getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBeGreaterThan(0);
  });

  it('forgets every answer when the person signs out, so the next person sees none of it', () => {
    useSessionStore.getState().signIn(person('ana'), 'token-ana');
    const client = cacheSomeoneData();
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    useSessionStore.getState().signOut();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('forgets them too when another person signs in without a sign-out (a 401 elsewhere)', () => {
    useSessionStore.getState().signIn(person('ana'), 'token-ana');
    const client = cacheSomeoneData();
    useSessionStore.getState().signIn(person('bo'), 'token-bo');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps them when the same person’s profile is refreshed', () => {
    useSessionStore.getState().signIn(person('ana'), 'token-ana');
    const client = cacheSomeoneData();
    useSessionStore.getState().setUser({ ...person('ana'), displayName: 'Ana María' });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
