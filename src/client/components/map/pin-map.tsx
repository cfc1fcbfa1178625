import 'maplibre-gl/dist/maplibre-gl.css';
import './worker-url';
import { Trans, useLingui } from '@lingui/react/macro';
import MapView, { Marker, NavigationControl } from 'react-map-gl/maplibre';
import type { LngLat } from '@shared/geo/distance';
import { useMapLocale } from './use-map-locale';
import { useMapStyle } from './use-map-style';

export interface PinMapProps {
  /** `[lng, lat]` of the pin, or null when none is dropped. */
  pin: [number, number] | null;
  /** Where the map opens when there is no pin. */
  center: LngLat;
  zoom: number;
  onPin: (pin: [number, number]) => void;
  /** The map's accessible name. */
  label: string;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A small offline map where a click or tap drops the service's pin, and dragging moves it. The
 * keyboard path is the address itself (the server places a service without a pin at its ZIP or
 * city); the form offers 'Clear pin' next to this map.
 */
export function PinMap({ pin, center, zoom, onPin, label }: PinMapProps) {
  const { t } = useLingui();
  const style = useMapStyle();
  const locale = useMapLocale(label);
  const start = pin
    ? { longitude: pin[0], latitude: pin[1] }
    : { longitude: center.lng, latitude: center.lat };
  return (
    <div className="pin-map" role="group" aria-label={label}>
      {style.state === 'ready' ? (
        <MapView
          initialViewState={{ ...start, zoom: pin ? Math.max(zoom, 13) : zoom }}
          mapStyle={style.style}
          locale={locale}
          cursor="crosshair"
          onClick={(event) => onPin([round(event.lngLat.lng), round(event.lngLat.lat)])}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl showCompass={false} />
          {pin ? (
            <Marker
              longitude={pin[0]}
              latitude={pin[1]}
              draggable
              onDragEnd={(event) => onPin([round(event.lngLat.lng), round(event.lngLat.lat)])}
            >
              <span className="pin-map__pin" role="img" aria-label={t`The service's location`} />
            </Marker>
          ) : null}
        </MapView>
      ) : (
        <p className="pin-map__message">
          {style.state === 'loading' ? (
            <Trans>Loading the map…</Trans>
          ) : (
            <Trans>The map could not be loaded. The address places the service instead.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
