import { useLingui } from '@lingui/react/macro';
import { ApiError, NetworkError } from '../api-errors';
import { translateValidation } from '../validation-messages';
import { translateLocal } from './server-messages';

/**
 * The words for a failed request: offline gets product-spec §8's network message; a server error
 * its own message (English unless it is a shared validation id the client translates).
 */
export function useErrorText() {
  const { t, i18n } = useLingui();
  return (error: unknown): string => {
    if (error instanceof NetworkError)
      return t`Can not connect to server. Please check your network.`;
    if (error instanceof ApiError && error.status === 403) {
      return t`You do not have permission to do this.`;
    }
    if (error instanceof ApiError && error.message) {
      return translateLocal(i18n, translateValidation(i18n, error.message));
    }
    return t`Something went wrong. Please try again.`;
  };
}
