import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { Marker } from 'react-map-gl/maplibre';
import { formatMiles, type LngLat } from '@shared/geo/distance';
import { localDb } from '@client/db/database';
import type { LocalPlace } from '@client/db/database';
import { nearestCities, placesInView } from '@client/db/map-places';
import { inBounds, type MapBounds } from './map-bounds';
import { layoutPlaceNames, type Rect } from './place-name-layout';
import { blockedRects, measureLabel } from './place-name-measure';

/** From this zoom (a few miles across) the ZIP codes in view are named as well as the cities. */
export const ZIP_LABEL_ZOOM = 11;
/** The nearest towns considered for the edges, at most this far (farther say little). */
const NEAR_COUNT = 12;
const NEAR_MILES = 60;

/** Few names when zoomed out, where a name covers a wide area; more when zoomed in. */
export function placeLabelLimit(zoom: number): number {
  if (zoom < 4) return 5;
  if (zoom < 7) return 8;
  return 12;
}

interface Props {
  map: MapLibreMap | null;
  /** The view, redone when the camera stops: the names are laid out again for it. */
  bounds: MapBounds | null;
  zoom: number;
  /**
   * The point a one-place map is about (a service page's): its marker and `aroundLabel` are kept
   * clear, and the nearest towns out of sight are named at the frame's edge, with their distance.
   */
  around?: LngLat | null;
  aroundLabel?: string;
  /** The person's location dot, kept clear too. */
  userLocation?: LngLat | null;
}

const nameOf = (p: LocalPlace) => (p.kind === 'zip' ? (p.code ?? '') : p.name);

/**
 * The place names of the offline map, from the local gazetteer slice (docs/map.md): the biggest
 * cities in view and, zoomed in, its ZIP codes, as labelled points; on a one-place map also the
 * nearest towns out of sight at the edge, an arrow towards each. HTML, as the offline style has no
 * glyphs. Hidden from screen readers: orientation for the eye (the page's text has the address,
 * the list and the markers' names the content).
 */
export function PlaceNames({ map, bounds, zoom, around, aroundLabel, userLocation }: Props) {
  const { i18n } = useLingui();
  const limit = placeLabelLimit(zoom);
  const zips = zoom >= ZIP_LABEL_ZOOM;
  // More than are drawn: names that would overlap are left out (place-name-layout.ts).
  const inView = useLiveQuery(
    () => (bounds ? placesInView(localDb(), bounds, limit * 3, { zips }) : Promise.resolve([])),
    [bounds, limit, zips],
  );
  const near = useLiveQuery(
    () => (around ? nearestCities(localDb(), around, NEAR_COUNT, NEAR_MILES) : Promise.resolve([])),
    [around?.lng, around?.lat],
  );
  if (!map || !bounds || !inView || !near) return null;

  const container = map.getContainer();
  const measure = measureLabel(container);
  const project = (p: LngLat) => map.project([p.lng, p.lat]);
  const blocked: Rect[] = blockedRects(container);
  if (userLocation) {
    const you = project(userLocation);
    blocked.push({ x: you.x - 13, y: you.y - 13, w: 26, h: 26 });
  }
  if (around) {
    const at = project(around);
    blocked.push({ x: at.x - 22, y: at.y - 22, w: 44, h: 44 });
    if (aroundLabel) {
      const w = Math.min(192, measure(aroundLabel) + 8);
      blocked.push({ x: at.x - w / 2, y: at.y + 16, w, h: 22 });
    }
  }
  const projected = (place: LocalPlace) => ({ place, text: nameOf(place), ...project(place) });
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const layout = layoutPlaceNames({
    width: container.clientWidth,
    height: container.clientHeight,
    blocked,
    maxPoints: limit,
    cities: inView.filter((p) => p.kind === 'city').map(projected),
    edges: near
      .filter(({ place }) => !inBounds(bounds, place.lng, place.lat))
      .map(({ place, miles }) => ({ ...projected(place), miles: formatMiles(miles, locale) })),
    zips: inView.filter((p) => p.kind === 'zip').map(projected),
    measure,
  });

  return (
    <>
      {layout.points.map((place) => (
        <Marker
          key={place.id}
          longitude={place.lng}
          latitude={place.lat}
          anchor="top"
          className="map-place-marker"
        >
          <span className={`map-place map-place--${place.kind}`} aria-hidden="true">
            {nameOf(place)}
          </span>
        </Marker>
      ))}
      {layout.edges.length > 0 ? (
        <div className="map-edge-places" aria-hidden="true">
          {layout.edges.map(({ place, text, miles, x, y, angle }) => (
            <span key={place.id} className="map-edge-place" style={{ left: x, top: y }}>
              <svg
                className="map-edge-place__arrow"
                viewBox="0 0 14 14"
                style={{ transform: `rotate(${angle}deg)` }}
              >
                <path d="M1.5 7h10M7.5 3l4 4-4 4" />
              </svg>
              <span className="map-edge-place__name">{text}</span>{' '}
              <span className="map-edge-place__miles">{miles}</span>
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
