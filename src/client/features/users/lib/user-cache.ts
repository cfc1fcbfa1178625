import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import type { ManagedUser, UserPageData } from '../api';

/**
 * Puts a user a write answered with into every cached list page and their own record, so the
 * row shows its new state at once; the write's invalidation (lib/query) then refetches the lists,
 * whose filters or order the change may affect.
 */
export function putUser(client: QueryClient, user: ManagedUser): void {
  client.setQueryData(queryKeys.users.one(user.id), user);
  client.setQueriesData<UserPageData>(
    { queryKey: [...queryKeys.users.all, 'page'] },
    (page) => page && { ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) },
  );
}
