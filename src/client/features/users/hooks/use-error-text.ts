import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-errors';

// The server's English messages of docs/api/users.md that a person can act on, in their language.
// Any other message is shown as the server wrote it (helper rules: no translation of our own).
const KNOWN: Record<string, MessageDescriptor> = {
  'You cannot deactivate your own account.': msg`You cannot deactivate your own account.`,
  'You cannot delete your own account.': msg`You cannot delete your own account.`,
  'Can’t delete user since they have related services or feedbacks': msg`Can’t delete user since they have related services or feedbacks`,
  'User not found': msg`User not found`,
  Forbidden: msg`You do not have permission to do this.`,
  'This email is already signed up. Please log in instead.': msg`This email is already signed up. Please log in instead.`,
};

/** Turns a failed users call into the sentence shown in an error alert (product-spec §8). */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (error instanceof NetworkError) {
        return i18n._(msg`Can not connect to server. Please check your network.`);
      }
      if (error instanceof ApiError) {
        const known = KNOWN[error.message];
        return known ? i18n._(known) : error.message;
      }
      return i18n._(msg`Something went wrong. Please try again.`);
    },
    [i18n],
  );
}
