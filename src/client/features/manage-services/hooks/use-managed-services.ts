import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/query/constants';
import { queryKeys } from '@client/lib/query/query-keys';
import type { SessionUser } from '@client/lib/session-store';
import { fetchServices } from '../api';
import { manageServicesQuery, type ManageSort } from '../lib/manage-query';

/**
 * The person's services for /manage_services, fetched online (management data is not mirrored),
 * 25 a page. The key is the first page's query, so a new search or sort is a new list and an
 * answer to an older one never lands in it; the next page starts after the rows already held.
 */
export function useManagedServices(viewer: SessionUser | null, search: string, sort: ManageSort) {
  const pageAt = (skip: number) =>
    viewer ? manageServicesQuery(viewer, { search, sort, skip }) : '';
  const list = useInfiniteQuery({
    queryKey: queryKeys.services.managed(pageAt(0)),
    queryFn: ({ pageParam }) => fetchServices(pageAt(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === ADMIN_PAGE_SIZE ? pages.reduce((n, page) => n + page.length, 0) : undefined,
    enabled: viewer !== null,
  });

  return {
    services: list.data?.pages.flat() ?? [],
    loading: list.isPending && viewer !== null,
    loadingMore: list.isFetchingNextPage,
    hasMore: list.hasNextPage,
    error: list.error,
    loadMore: () => list.fetchNextPage(),
  };
}
