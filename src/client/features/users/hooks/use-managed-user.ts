import { useEffect, useState } from 'react';
import { fetchUser, type ManagedUser } from '../api';

export type LoadedUser =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; user: ManagedUser };

type Answer = Exclude<LoadedUser, { status: 'loading' }> & { id: string };

/** GET /users/:id, online; `setUser` keeps the screen in step with a save. */
export function useManagedUser(id: string) {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let current = true;
    fetchUser(id).then(
      (user) => current && setAnswer({ id, status: 'ready', user }),
      (error: unknown) => current && setAnswer({ id, status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  const setUser = (user: ManagedUser) => setAnswer({ id, status: 'ready', user });
  const state: LoadedUser = answer && answer.id === id ? answer : { status: 'loading' };
  return { state, setUser };
}
