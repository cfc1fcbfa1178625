import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiErrorReason, reasonOfStatus } from '@shared/api/error-reasons';
import type { OutboxEntry } from '@shared/sync/outbox';
import { reasonText } from '@client/lib/error-text';

// A queued change is about a service (a kudo, beds, a favorite, a feedback): these words say so
// where the general words of lib/error-text.ts would be vaguer.
const QUEUED_CHANGE_WORDS = {
  NOT_FOUND: msg`This service is no longer listed.`,
  FORBIDDEN: msg`Your account may not make this change.`,
  PAYLOAD_TOO_LARGE: msg`The attached files are too large.`,
};

/** Why the server refused a queued change, in the person's language, from the answer's word. */
export function failureReason(i18n: I18n, error: NonNullable<OutboxEntry['error']>): string {
  const reason = isApiErrorReason(error.reason) ? error.reason : reasonOfStatus(error.status);
  return reasonText(i18n, { reason, message: error.message }, QUEUED_CHANGE_WORDS);
}
