import { useMutation, type QueryKey } from '@tanstack/react-query';
import { showToast } from '../toast-store';
import { useErrorText } from '../use-error-text';

/**
 * Deletes after the confirmation: a toast either way (docs/spec/product-spec.md §8), true when it
 * is gone; the lists it names (`invalidates`) are refetched first.
 */
export function useDelete(invalidates: readonly QueryKey[]) {
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: (remove: () => Promise<unknown>) => remove(),
    meta: { invalidates },
  });
  const run = async (remove: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(remove);
    } catch (error) {
      console.error('A staff delete failed', error);
      showToast(errorText(error), 'error');
      return false;
    }
    showToast(success);
    return true;
  };
  return { busy: mutation.isPending, run };
}
