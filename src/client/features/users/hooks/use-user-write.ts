import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query/query-keys';
import { useErrorText } from '@client/lib/use-error-text';
import type { ManagedUser } from '../api';
import { putUser } from '../lib/user-cache';

/**
 * Runs one write on a user (approve, toggle, set role, edit): one at a time per row or form, its
 * answer put in the cache at once (putUser) and the users' lists refetched, a failure kept as an
 * error sentence for the alert.
 */
export function useUserWrite() {
  const errorText = useErrorText();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (write: () => Promise<ManagedUser>) => write(),
    meta: { invalidates: [queryKeys.users.all] },
    onSuccess: (user) => putUser(client, user),
  });

  const run = (write: () => Promise<ManagedUser>): Promise<ManagedUser | null> =>
    mutation.mutateAsync(write).catch(() => null);

  return {
    busy: mutation.isPending,
    failure: mutation.error ? errorText(mutation.error) : null,
    run,
  };
}
