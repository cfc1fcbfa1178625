import { useLingui } from '@lingui/react/macro';
import { NetworkError } from '@client/lib/api-errors';
import { showToast } from '@client/lib/toast-store';
import { deleteCrisisLine } from '../lib/delete-crisis-line';

/** Deletes a line and tells the administrator how it went (docs/spec/product-spec.md §8); true when deleted. */
export function useDeleteCrisisLine(token: string) {
  const { t } = useLingui();
  return async (id: string): Promise<boolean> => {
    try {
      await deleteCrisisLine(id, token);
      showToast(t`This crisis line was removed successfully!`);
      return true;
    } catch (error) {
      console.error('Could not delete a crisis line', error);
      showToast(
        error instanceof NetworkError
          ? t`Can not connect to server. Please check your network.`
          : t`The crisis line could not be deleted. Please try again.`,
        'error',
      );
      return false;
    }
  };
}
