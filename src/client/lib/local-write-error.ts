import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isQuotaError } from '@client/db/quota-error';
import { showToast } from './toast-store';

const STORAGE_FULL = msg`This device is out of storage space. Free some space, then try again.`;

/**
 * The error toast for a change that could not be saved on the device: a full device says so and
 * what to do (a person told only to try again would fail the same way); anything else,
 * `otherwise`. Nothing queued before is lost: the outbox keeps its entries (docs/sync.md,
 * "Storage").
 */
export function showLocalWriteError(i18n: I18n, error: unknown, otherwise: string): void {
  showToast(isQuotaError(error) ? i18n._(STORAGE_FULL) : otherwise, 'error');
}
