import { useState } from 'react';
import { showToast } from '../toast-store';
import { useErrorText } from '../use-error-text';

/**
 * Runs a write: a toast on success, the server's (translated) reason in an alert on failure, and
 * `busy` while it runs so the button cannot send twice.
 */
export function useSubmit() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await write();
      showToast(success);
      return true;
    } catch (error) {
      console.error('A staff write failed', error);
      setFailure(errorText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
