import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { fetchUser, type ManagedUser } from '../api';

export type LoadedUser =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; user: ManagedUser };

/** GET /users/:id, online; a save puts its answer here (lib/user-cache.ts). */
export function useManagedUser(id: string): LoadedUser {
  const user = useQuery({ queryKey: queryKeys.users.one(id), queryFn: () => fetchUser(id) });
  if (user.data) return { status: 'ready', user: user.data };
  if (user.isError) return { status: 'error', error: user.error };
  return { status: 'loading' };
}
