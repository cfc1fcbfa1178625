import { useLingui } from '@lingui/react/macro';
import { distanceMiles, formatMiles, type LngLat } from '@shared/geo/distance';

interface Props {
  from: LngLat | null;
  to: LngLat;
}

/** Miles from the current location (docs/spec/product-spec.md §9); nothing when no location is known. */
export function Distance({ from, to }: Props) {
  const { i18n } = useLingui();
  if (!from) return null;
  const miles = formatMiles(distanceMiles(from, to), i18n.locale === 'es' ? 'es' : 'en');
  return <span className="service-distance">{miles}</span>;
}
