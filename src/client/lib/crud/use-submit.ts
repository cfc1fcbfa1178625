import { useMutation, type QueryKey } from '@tanstack/react-query';
import { showToast } from '../toast-store';
import { useErrorText } from '../use-error-text';

/**
 * Runs a write: a toast on success, the server's (translated) reason in an alert on failure, and
 * `busy` while it runs so the button cannot send twice. What it changes (`invalidates`, keys of
 * lib/query/query-keys.ts) is refetched before it answers.
 */
export function useSubmit(invalidates: readonly QueryKey[]) {
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: (write: () => Promise<unknown>) => write(),
    meta: { invalidates },
  });

  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(write);
    } catch (error) {
      console.error('A staff write failed', error);
      return false;
    }
    showToast(success);
    return true;
  };

  return {
    busy: mutation.isPending,
    failure: mutation.error ? errorText(mutation.error) : null,
    run,
    clearFailure: () => mutation.reset(),
  };
}
