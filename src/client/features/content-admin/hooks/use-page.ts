import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { getPage } from '../api';

/**
 * One page, fetched online for editing (the mirror may be behind the server). A save refetches
 * it (PageEditor invalidates the pages), so the editor restarts from what the server kept.
 */
export function usePage(code: string) {
  const page = useQuery({
    queryKey: queryKeys.staticPages.one(code),
    queryFn: () => getPage(code),
  });
  return { page: page.data ?? null, error: page.error, reload: () => void page.refetch() };
}
