import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { MapPoint } from './map-points';
import { STATUS_LABELS } from './status-label';
import type { VisibleMarker } from './visible-markers';

interface Props {
  markers: readonly VisibleMarker[];
  points: ReadonlyMap<string, MapPoint>;
  selectedId: string | null;
  onCluster: (clusterId: number, lng: number, lat: number) => void;
  onSelect: (id: string) => void;
}

/**
 * Clusters and services as buttons over the map's circles: a count for a cluster (no glyphs
 * offline), a shape per status for a service (never colour alone), and a keyboard path to both.
 */
export function MapMarkers({ markers, points, selectedId, onCluster, onSelect }: Props) {
  const { t, i18n } = useLingui();
  return markers.map((m) => {
    if (m.kind === 'cluster') {
      const count = m.count;
      return (
        <Marker key={m.key} longitude={m.lng} latitude={m.lat}>
          <button
            type="button"
            className="map-cluster"
            aria-label={t`Zoom in on ${count} services`}
            onClick={() => onCluster(m.clusterId, m.lng, m.lat)}
          >
            {i18n.number(count)}
          </button>
        </Marker>
      );
    }
    const point = points.get(m.id);
    const name = point?.name ?? '';
    const status = point?.statusText || i18n._(STATUS_LABELS[m.status]);
    return (
      <Fragment key={m.key}>
        <Marker longitude={m.lng} latitude={m.lat}>
          <button
            type="button"
            className={`map-marker map-marker--${m.status}`}
            aria-label={name ? `${name}: ${status}` : t`Service: ${status}`}
            aria-expanded={selectedId === m.id}
            data-service-id={m.id}
            onClick={() => onSelect(m.id)}
          />
        </Marker>
        {point?.label ? (
          // Under the dot, for the eye (the page's text has the address): never in a tap's way.
          <Marker
            longitude={m.lng}
            latitude={m.lat}
            anchor="top"
            offset={[0, 16]}
            className="map-pin-label-marker"
          >
            <span className="map-pin-label" aria-hidden="true">
              {point.label}
            </span>
          </Marker>
        ) : null}
      </Fragment>
    );
  });
}
