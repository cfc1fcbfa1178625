import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { Link } from '@client/lib/router';
import type { MapPoint } from './map-points';
import { STATUS_LABELS } from './status-label';

interface Props {
  point: MapPoint;
  onClose: () => void;
}

/** The info window of one service: name, status, distance and the way to its detail page. */
export function MapPopup({ point, onClose }: Props) {
  const { t, i18n } = useLingui();
  const link = useRef<HTMLAnchorElement>(null);
  // Opened from the keyboard or by a tap, the next step is the link: focus goes there.
  useEffect(() => link.current?.focus(), [point.id]);
  const name = point.name;
  const distance = point.distanceText;
  return (
    <Popup
      longitude={point.lng}
      latitude={point.lat}
      anchor="bottom"
      offset={18}
      closeOnClick={false}
      onClose={onClose}
      maxWidth="16rem"
      className="map-popup"
    >
      <div
        className="map-popup__body"
        role="presentation"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        {name ? <p className="map-popup__name">{name}</p> : null}
        <p className={`map-popup__status map-popup__status--${point.status}`}>
          {point.statusText || i18n._(STATUS_LABELS[point.status])}
        </p>
        {distance ? (
          <p className="map-popup__distance">
            <Trans>Distance: {distance}</Trans>
          </p>
        ) : null}
        {point.href ? (
          <Link ref={link} to={point.href} className="map-popup__link">
            {name ? t`Details of ${name}` : t`Service details`}
          </Link>
        ) : null}
      </div>
    </Popup>
  );
}
