import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '../../../../shared/validation/messages';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { translateValidation } from '../../../lib/validation-messages';

// The server's English texts for the cases this form words itself (src/server/routes/services/
// create.ts and service-input.ts). Matched by prefix: the wording after them may grow.
const QUOTA_PREFIX = 'You reached the Max Limit for adding new services';
const ADDRESS_PREFIX = 'We could not place this address';
const OWNER_NOT_FOUND = 'User email not found';

const NETWORK = msg`Can not connect to server. Please check your network.`;
const ADDRESS_NOT_FOUND = msg`We could not place this address: drop a pin on the map, or give a known ZIP code or city and state.`;

/** What a failed save says (product-spec §8 'Service save failure', §6 the quota message). */
export function saveErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n._(NETWORK);
  if (!(error instanceof ApiError)) return translateValidation(i18n, MESSAGES.GENERIC);
  const message = error.message;
  if (message.startsWith(QUOTA_PREFIX)) {
    return translateValidation(i18n, MESSAGES.SERVICE_QUOTA_REACHED);
  }
  if (message.startsWith(ADDRESS_PREFIX)) return i18n._(ADDRESS_NOT_FOUND);
  if (message === OWNER_NOT_FOUND) return translateValidation(i18n, MESSAGES.OWNER_EMAIL_NOT_FOUND);
  // A shared validation id is translated; any other server text is shown as sent.
  return translateValidation(i18n, message);
}

/** Whether a failed save is the quota: the form is then of no use until an admin raises it. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof ApiError && error.message.startsWith(QUOTA_PREFIX);
}
