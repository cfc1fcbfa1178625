import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { listCoordinators } from '../api';

/** The coordinators of the chosen region, fetched online when the choice changes. */
export function useCoordinators(regionId: string) {
  const list = useQuery({
    queryKey: queryKeys.regions.coordinators(regionId),
    queryFn: () => listCoordinators(regionId),
    enabled: Boolean(regionId),
  });
  return {
    rows: list.data ?? [],
    loading: Boolean(regionId) && list.isPending,
    error: list.error,
    reload: () => void list.refetch(),
  };
}
