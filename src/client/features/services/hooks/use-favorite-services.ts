import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ServiceRecord } from '@shared/sync/protocol';
import { loadFavoriteServices } from '@client/db/catalog';
import { localDb } from '@client/db/database';
import { showToast } from '@client/lib/toast-store';
import { toggleFavorite } from '@client/sync/local-writes';
import { afterQueuedWrite } from '@client/sync/page-engine';

/** The favorite services still in the mirror, newest favorite first; undefined while loading. */
export function useFavoriteServices(): ServiceRecord[] | undefined {
  return useLiveQuery(() => loadFavoriteServices(localDb()), []);
}

/**
 * Removes a favorite (the button and the swipe of My Favorites) and says so with the §4 toast;
 * resolves to false when it could not, after an error toast.
 */
export function useRemoveFavorite(userId: string | null) {
  const { t } = useLingui();
  return async (serviceId: string): Promise<boolean> => {
    try {
      const isFavorite = await toggleFavorite(localDb(), serviceId, userId);
      // The row was already gone (removed elsewhere): toggling re-added it, so undo that.
      if (isFavorite) await toggleFavorite(localDb(), serviceId, userId);
      if (userId) afterQueuedWrite();
      showToast(t`Removed from My Favorites`);
      return true;
    } catch (error) {
      console.error('Could not remove a favorite', error);
      showToast(t`Could not change your favorites. Please try again.`, 'error');
      return false;
    }
  };
}
