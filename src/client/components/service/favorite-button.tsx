import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EARLY_TAP } from '@client/early-taps/protocol';
import { toggleDeviceFavorite } from './device-mark-actions';
import { StarIcon } from './service-icons';
import { useDeviceFavorite } from './use-device-marks';

interface Props {
  serviceId: string;
  /** The signed-in person's id (their change is also queued for the account), or null. */
  userId: string | null;
  serviceName?: string;
}

/** The favorites star (docs/spec/product-spec.md §4): toggles on the device, with a toast either way. */
export function FavoriteButton({ serviceId, userId, serviceName }: Props) {
  const { t, i18n } = useLingui();
  const favorite = useDeviceFavorite(serviceId);
  const [busy, setBusy] = useState(false);
  const isFavorite = favorite !== undefined;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      await toggleDeviceFavorite(i18n, serviceId, userId);
    } finally {
      setBusy(false);
    }
  }

  // The name says what a press does; no aria-pressed too, so it is not read twice.
  const label = isFavorite
    ? serviceName
      ? t`Remove from favorites: ${serviceName}`
      : t`Remove from favorites`
    : serviceName
      ? t`Add to favorites: ${serviceName}`
      : t`Add to favorites`;
  return (
    <button
      type="button"
      className={`button button--secondary favorite-button${isFavorite ? ' favorite-button--on' : ''}`}
      aria-label={label}
      data-early-tap={EARLY_TAP.favorite}
      data-early-service={serviceId}
      onClick={() => void toggle()}
    >
      <StarIcon filled={isFavorite} />
    </button>
  );
}
