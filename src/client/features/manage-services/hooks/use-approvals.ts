import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { useSessionStore } from '@client/lib/session-store';
import { fetchServices } from '../api';
import { approvalsQuery } from '../lib/manage-query';

/**
 * The services waiting for this person's approval (approvalsQuery), fetched online. Each bulk
 * action invalidates the services (useBulkActions), so the list shows what the server now holds
 * (docs/spec/product-spec.md §4) without a reload.
 */
export function useApprovals() {
  const roles = useSessionStore((state) => state.user?.roles);
  const query = approvalsQuery({ roles: roles ?? [] });
  const approvals = useQuery({
    queryKey: queryKeys.services.approvals(query),
    queryFn: () => fetchServices(query),
  });
  return {
    services: approvals.data ?? [],
    error: approvals.error,
    loading: approvals.isFetching,
  };
}
