import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError, NetworkError } from '../../../lib/api-errors';

const OFFLINE = msg`Can not connect to server. Please check your network.`;
const UNKNOWN = msg`Something went wrong. Please try again.`;

/**
 * The text of a failed management call: the server's own (English) message when it sent one
 * (helper rules: management errors have no translated message of their own), the §8 network
 * message when the request never got an answer.
 */
export function errorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) return error.message || i18n._(UNKNOWN);
  if (error instanceof NetworkError) return i18n._(OFFLINE);
  return i18n._(UNKNOWN);
}
