import { useState } from 'react';
import { showToast } from '../toast-store';
import { useErrorText } from '../use-error-text';

/** Deletes after the confirmation: a toast either way (docs/spec/product-spec.md §8), true when it is gone. */
export function useDelete() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const run = async (remove: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await remove();
      showToast(success);
      return true;
    } catch (error) {
      console.error('A staff delete failed', error);
      showToast(errorText(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
