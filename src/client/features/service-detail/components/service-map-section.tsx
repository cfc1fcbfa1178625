import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ServiceRecord } from '@shared/sync/protocol';
import { MAP_ZOOM_DETAIL } from '@shared/query/constants';
import { LazyServiceMap } from '@client/components/map/lazy-service-map';
import type { MapPoint } from '@client/components/map/map-points';
import { cachedOpenStatus } from '@client/components/service/open-status-cache';
import { useMinuteClock } from '@client/components/service/use-minute-clock';
import { useLocationStore } from '@client/lib/location-store';
import { distanceMiles, formatMiles } from '@shared/geo/distance';
import { openStatusText, statusKindOf } from '@shared/schedule';
import {
  mapsAppHref,
  mapsPlatform,
  plusCodeOf,
  transitDirectionsHref,
} from '../lib/transit-directions';

interface Props {
  service: ServiceRecord;
}

/**
 * The detail's map (docs/spec/product-spec.md §2, zoom 13) with the nearby place names the offline map has, the
 * way to the phone's maps app for streets, transit directions and the plus code.
 */
export function ServiceMapSection({ service }: Props) {
  const { t, i18n } = useLingui();
  const origin = useLocationStore((s) => s.location);
  const at = useMinuteClock().getTime();
  const [lng, lat] = service.location.coordinates;
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const point = useMemo((): MapPoint => {
    const status = cachedOpenStatus(service, at);
    return {
      id: service.id,
      lng,
      lat,
      name: service.name,
      status: statusKindOf(status),
      statusText: status.kind === 'none' ? '' : openStatusText(status, locale),
      distanceText: origin ? formatMiles(distanceMiles(origin, { lng, lat }), locale) : null,
      href: '',
      label: service.address1 || service.city,
    };
  }, [service, at, lng, lat, origin, locale]);
  const points = useMemo(() => [point], [point]);
  const around = useMemo(() => ({ lng, lat }), [lng, lat]);
  // A service whose address could not be geocoded is stored at 0,0: no map, no plus code.
  if (lng === 0 && lat === 0) return null;
  const name = service.name;
  const plusCode = plusCodeOf(lat, lng);
  const platform = mapsPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  return (
    <section className="detail-section service-map-section" aria-labelledby="service-map-title">
      <h2 id="service-map-title" className="detail-section__title">
        <Trans>Map</Trans>
      </h2>
      <LazyServiceMap
        deferUntilNear
        points={points}
        center={{ lng, lat }}
        zoom={MAP_ZOOM_DETAIL}
        userLocation={origin}
        placesAround={around}
        label={t`Map showing where ${name} is`}
      />
      <p className="service-map-section__note">
        <Trans>
          This map shows the nearby towns and ZIP codes, not the streets. Street maps open in your
          phone's maps app.
        </Trans>
      </p>
      <p className="service-map-section__actions">
        <a
          className="button button--secondary"
          href={mapsAppHref(lat, lng, name, platform)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Open in your maps app</Trans>
        </a>
        <a
          className="button button--primary"
          href={transitDirectionsHref(lat, lng, platform)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Directions by transit</Trans>
        </a>
      </p>
      <p className="service-map-section__plus-code">
        <Trans>
          Plus code: <span className="service-map-section__code">{plusCode}</span>
        </Trans>
      </p>
    </section>
  );
}
