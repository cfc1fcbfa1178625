import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { MESSAGES } from '@shared/validation/messages';
import { bedsWithinTotal } from '@shared/validation/beds';
import { localDb } from '@client/db/database';
import { showLocalWriteError } from '@client/lib/local-write-error';
import { showToast } from '@client/lib/toast-store';
import { translateValidation } from '@client/lib/validation-messages';
import { BedCountError, updateBeds } from '@client/sync/local-writes';
import { afterQueuedWrite } from '@client/sync/page-engine';
import type { BedsRow } from '../lib/merge-shelters';

/**
 * Queues a shelter's new count (docs/spec/product-spec.md §4 'Bed count': saved at once unless it is over the
 * total, then refused with an error toast). Answers whether it was queued; the row reverts if not.
 */
export function useSaveBeds(userId: string | null) {
  const { i18n } = useLingui();
  return useCallback(
    async (row: BedsRow, value: number): Promise<boolean> => {
      const refuse = (messageId: string) => {
        showToast(translateValidation(i18n, messageId), 'error');
        return false;
      };
      if (!Number.isInteger(value)) return refuse(MESSAGES.BEDS_WHOLE_NUMBER);
      if (value < 0) return refuse(MESSAGES.AVAILABLE_BEDS_MIN);
      // The row's total, which may be newer than the mirror's that updateBeds checks.
      if (!bedsWithinTotal(value, row.totalBeds)) return refuse(MESSAGES.BEDS_AVAILABLE_OVER_TOTAL);
      if (!userId) return false;
      try {
        await updateBeds(localDb(), { serviceId: row.id, availableBeds: value }, userId);
      } catch (error) {
        if (error instanceof BedCountError) return refuse(error.messageId);
        console.error('Could not queue a bed count', error);
        const generic = translateValidation(i18n, MESSAGES.GENERIC);
        showLocalWriteError(i18n, error, generic);
        return false;
      }
      afterQueuedWrite();
      return true;
    },
    [i18n, userId],
  );
}
