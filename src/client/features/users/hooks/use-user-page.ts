import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { fetchUserCount, fetchUsers, type UserPageData } from '../api';

export type UserPage =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | ({ status: 'ready' } & UserPageData);

/**
 * One page of GET /users and its total from /users/count, fetched online for `query` (management
 * data is not mirrored in Dexie). The query is the key, so a newer query shows 'loading' until
 * its own answer comes; a write on users refetches it (lib/query/query-keys.ts).
 */
export function useUserPage(query: string): UserPage {
  const page = useQuery({
    queryKey: queryKeys.users.page(query),
    queryFn: async (): Promise<UserPageData> => {
      const [users, total] = await Promise.all([fetchUsers(query), fetchUserCount(query)]);
      return { users, total };
    },
  });
  if (page.data) return { status: 'ready', ...page.data };
  if (page.isError) return { status: 'error', error: page.error };
  return { status: 'loading' };
}
