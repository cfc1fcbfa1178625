import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMessageId } from '../../../../shared/validation/messages';
import { translateValidation } from '../../../lib/validation-messages';

/**
 * Why the server refused a queued change, in the person's language: a validation message by its
 * id, else by the answer's status. The server's own text for those ('Service not found',
 * 'Forbidden') is English for developers, not words for a Spanish speaker.
 */
export function failureReason(i18n: I18n, error: { status: number; message: string }): string {
  if (isMessageId(error.message)) return translateValidation(i18n, error.message);
  switch (error.status) {
    case 404:
      return i18n._(msg`This service is no longer listed.`);
    case 403:
      return i18n._(msg`Your account may not make this change.`);
    case 413:
      return i18n._(msg`The attached files are too large.`);
    default: {
      const status = error.status;
      return i18n._(msg`The server did not accept this change (error ${status}).`);
    }
  }
}
