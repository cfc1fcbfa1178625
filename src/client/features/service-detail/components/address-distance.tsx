import { Trans, useLingui } from '@lingui/react/macro';
import { distanceMiles, formatMiles, type LngLat } from '@shared/geo/distance';
import { useLocationStore } from '@client/lib/location-store';

/**
 * How far the service is, beside its address (docs/screens.md "The first screen of a phone"), from the place the person chose
 * ('Denver, CO') or from their current position; nothing without a location.
 */
export function AddressDistance({ to }: { to: LngLat }) {
  const { i18n } = useLingui();
  const origin = useLocationStore((s) => s.location);
  const placeName = useLocationStore((s) => s.placeName);
  if (!origin) return null;
  const distance = formatMiles(distanceMiles(origin, to), i18n.locale === 'es' ? 'es' : 'en');
  return (
    <p className="service-address__distance">
      {placeName ? (
        <Trans>
          {distance} from {placeName}
        </Trans>
      ) : (
        <Trans>{distance} from your location</Trans>
      )}
    </p>
  );
}
