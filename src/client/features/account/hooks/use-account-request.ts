import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { errorText } from '@client/lib/error-text';

/**
 * One auth call at a time: `busy` disables the submit button, and a failure becomes the error
 * alert's text. The error is kept, not its words, so a language switch re-words the alert.
 */
export function useAccountRequest() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const run = async (task: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      console.warn('An account request failed', error);
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  return { busy, error: failure ? errorText(i18n, failure.error) : null, run };
}
