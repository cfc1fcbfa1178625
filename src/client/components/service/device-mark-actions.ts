import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showLocalWriteError } from '@client/lib/local-write-error';
import { showToast } from '@client/lib/toast-store';
import { afterQueuedWrite } from '@client/sync/page-engine';

// What a press of a service's kudos or favorites button does, for the buttons and for a press the
// app was too late for (a tap on the served service page before the app mounted:
// app/layout/early-taps.ts). The writes module loads on the first press, not with the screen.

const KUDO_FAILED = msg`Could not save your kudos. Please try again.`;
const FAVORITE_ADDED = msg`Added to My Favorites`;
const FAVORITE_REMOVED = msg`Removed from My Favorites`;
const FAVORITE_FAILED = msg`Could not change your favorites. Please try again.`;

/** This device's kudo for the service (one per service per device), queued for the server. */
export async function giveDeviceKudo(i18n: I18n, serviceId: string): Promise<void> {
  try {
    const { giveKudo, localDb } = await import('@client/sync/device-mark-writes');
    if (await giveKudo(localDb(), serviceId)) afterQueuedWrite();
  } catch (error) {
    console.error('Could not give a kudo', error);
    showLocalWriteError(i18n, error, i18n._(KUDO_FAILED));
  }
}

/**
 * The service into or out of this device's favorites (and the signed-in person's, queued for the
 * account), with a toast either way.
 */
export async function toggleDeviceFavorite(
  i18n: I18n,
  serviceId: string,
  userId: string | null,
): Promise<void> {
  try {
    const { localDb, toggleFavorite } = await import('@client/sync/device-mark-writes');
    const added = await toggleFavorite(localDb(), serviceId, userId);
    if (userId) afterQueuedWrite();
    showToast(i18n._(added ? FAVORITE_ADDED : FAVORITE_REMOVED));
  } catch (error) {
    console.error('Could not change a favorite', error);
    showLocalWriteError(i18n, error, i18n._(FAVORITE_FAILED));
  }
}
