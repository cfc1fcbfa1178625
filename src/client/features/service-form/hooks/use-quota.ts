import { useQuery } from '@tanstack/react-query';
import { countBody } from '@shared/api/common';
import { userRecord } from '@shared/api/user';
import { isAdmin } from '@shared/domain/roles';
import { authedRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query/query-keys';
import { useSessionStore } from '@client/lib/session-store';

export type QuotaState = 'checking' | 'open' | 'reached';

const quotaAnswer = userRecord.pick({ totalServices: true });

/**
 * docs/spec/forms-and-messages.md D.1: before the form, /add_service checks the quota — the person's own
 * services (any status) against their `totalServices` (docs/spec/product-spec.md §6; administrators have none).
 * Both numbers are fetched each time the form opens (staleTime 0), since an administrator may have
 * raised the quota since sign-in; a saved service refetches them (it invalidates the services).
 * Without an answer (offline) the form opens at once, no retries: the server checks again on save.
 */
export function useQuota(): QuotaState {
  const user = useSessionStore((state) => state.user);
  const exempt = !user || isAdmin(user);
  const quota = useQuery({
    queryKey: queryKeys.services.quota(user?.id ?? ''),
    queryFn: async () => {
      const owned = new URLSearchParams({
        filter: 'user,isShowAll',
        user: user?.id ?? '',
        isShowAll: 'true',
      });
      const [{ count }, { totalServices }] = await Promise.all([
        authedRequest(`/services/count?${owned.toString()}`, countBody),
        authedRequest('/auth/profile', quotaAnswer),
      ]);
      return count >= totalServices;
    },
    enabled: !exempt,
    staleTime: 0,
    retry: false,
  });

  if (exempt || quota.isError) return 'open';
  if (quota.isFetching || quota.data === undefined) return 'checking';
  return quota.data ? 'reached' : 'open';
}
