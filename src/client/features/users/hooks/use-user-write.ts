import { useState } from 'react';
import type { ManagedUser } from '../api';
import { useErrorText } from '@client/lib/use-error-text';

/**
 * Runs one write on a listed user (approve, toggle, set role): one at a time per row, the row
 * updated from the server's answer, a failure kept as an error sentence for the row's alert.
 */
export function useUserWrite(replace: (user: ManagedUser) => void) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (write: () => Promise<ManagedUser>): Promise<ManagedUser | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const user = await write();
      replace(user);
      return user;
    } catch (error) {
      setFailure(errorText(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, run };
}
