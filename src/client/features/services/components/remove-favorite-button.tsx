import { Trans, useLingui } from '@lingui/react/macro';
import { useRemoveFavorite } from '../hooks/use-favorite-services';

interface Props {
  serviceId: string;
  serviceName: string;
  userId: string | null;
}

/** The visible remove action of My Favorites: the keyboard and screen-reader path to the swipe. */
export function RemoveFavoriteButton({ serviceId, serviceName, userId }: Props) {
  const { t } = useLingui();
  const remove = useRemoveFavorite(userId);
  return (
    <button
      type="button"
      className="button button--secondary"
      // Starts with the visible word, so voice control users can say what they see.
      aria-label={t`Remove ${serviceName} from favorites`}
      onClick={() => void remove(serviceId)}
    >
      <Trans>Remove</Trans>
    </button>
  );
}
