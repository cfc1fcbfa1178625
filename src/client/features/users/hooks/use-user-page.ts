import { useCallback, useEffect, useState } from 'react';
import { fetchUserCount, fetchUsers, type ManagedUser } from '../api';

export type UserPage =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; users: ManagedUser[]; total: number };

type Answer = Exclude<UserPage, { status: 'loading' }> & { key: string };

/**
 * One page of GET /users and its total from /users/count, fetched online for `query` (management
 * data is not mirrored in Dexie). An answer is kept with the query it answers, so a newer query
 * shows 'loading' until its own answer comes; a new `round` fetches again (after a user was added).
 */
export function useUserPage(query: string, round = 0) {
  const key = `${round}:${query}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([fetchUsers(query), fetchUserCount(query)]).then(
      ([users, total]) => current && setAnswer({ key, status: 'ready', users, total }),
      (error: unknown) => current && setAnswer({ key, status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [query, key]);

  /** Puts a user returned by a write in place, so a row shows its new state at once. */
  const replace = useCallback((user: ManagedUser) => {
    setAnswer((old) =>
      old?.status === 'ready'
        ? { ...old, users: old.users.map((u) => (u.id === user.id ? user : u)) }
        : old,
    );
  }, []);

  const page: UserPage = answer && answer.key === key ? answer : { status: 'loading' };
  return { page, replace };
}
