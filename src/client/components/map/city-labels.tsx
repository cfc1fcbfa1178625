import { useLiveQuery } from 'dexie-react-hooks';
import { Marker } from 'react-map-gl/maplibre';
import { localDb } from '../../db/database';
import { largestCities } from '../../db/largest-cities';
import type { MapBounds } from './map-bounds';

interface Props {
  bounds: MapBounds | null;
  zoom: number;
}

/** Few names when zoomed out, where a name covers a wide area; more when zoomed in. */
export function cityLabelLimit(zoom: number): number {
  if (zoom < 4) return 5;
  if (zoom < 7) return 8;
  return 12;
}

/**
 * The biggest cities in view from the local gazetteer, as HTML text: the offline style has no
 * glyphs for symbol labels. Hidden from screen readers (orientation for the eye only; the list
 * and the markers' names carry the content).
 */
export function CityLabels({ bounds, zoom }: Props) {
  const limit = cityLabelLimit(zoom);
  const cities = useLiveQuery(
    () => (bounds ? largestCities(localDb(), bounds, limit) : Promise.resolve([])),
    [bounds, limit],
  );
  return (cities ?? []).map((city) => (
    <Marker
      key={city.id}
      longitude={city.lng}
      latitude={city.lat}
      anchor="top"
      className="map-city-marker"
    >
      <span className="map-city" aria-hidden="true">
        {city.name}
      </span>
    </Marker>
  ));
}
