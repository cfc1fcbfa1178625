import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { translateValidation } from '../../../lib/validation-messages';

const CANNOT_CONNECT = msg`Can not connect to server. Please check your network.`;
const GENERIC = msg`Something went wrong. Please try again.`;

/**
 * The words of a failed auth call (product-spec §8): no answer → 'Can not connect to server…';
 * an answer → the server's message, which is a shared message id the catalog translates when it
 * knows it (docs/api/auth.md) and is shown as sent otherwise.
 */
export function errorText(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n._(CANNOT_CONNECT);
  if (error instanceof ApiError && error.message) return translateValidation(i18n, error.message);
  return i18n._(GENERIC);
}
