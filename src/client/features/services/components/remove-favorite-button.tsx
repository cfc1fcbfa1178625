import { Trans, useLingui } from '@lingui/react/macro';
import { localDb } from '../../../db/database';
import { showToast } from '../../../lib/toast-store';
import { toggleFavorite } from '../../../sync/actions';
import { afterQueuedWrite } from '../../../sync/runtime';

interface Props {
  serviceId: string;
  serviceName: string;
  userId: string | null;
}

/** The visible remove action of My Favorites (swipe-to-delete comes later). */
export function RemoveFavoriteButton({ serviceId, serviceName, userId }: Props) {
  const { t } = useLingui();
  async function remove() {
    try {
      const isFavorite = await toggleFavorite(localDb(), serviceId, userId);
      // The row was already gone (removed elsewhere): toggling re-added it, so undo that.
      if (isFavorite) await toggleFavorite(localDb(), serviceId, userId);
      if (userId) afterQueuedWrite();
      showToast(t`Removed from My Favorites`);
    } catch (error) {
      console.error('Could not remove a favorite', error);
      showToast(t`Could not change your favorites. Please try again.`, 'error');
    }
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      // Starts with the visible word, so voice control users can say what they see.
      aria-label={t`Remove ${serviceName} from favorites`}
      onClick={() => void remove()}
    >
      <Trans>Remove</Trans>
    </button>
  );
}
