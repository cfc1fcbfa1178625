import type { Feature, FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { LngLat } from '@shared/geo/distance';
import type { StatusKind } from '@shared/schedule';

/** What a marker tells at a glance; the popup and the marker's name say it in words too. */
export type MapStatusKind = StatusKind;

/** One service on a map. */
export interface MapPoint extends LngLat {
  id: string;
  /** Empty while the whole record is not read yet (home reads names only for the view). */
  name: string;
  status: MapStatusKind;
  /** The open-status line in the person's language; empty when there is none. */
  statusText: string;
  /** e.g. '3.4 mi'; null without a location. */
  distanceText: string | null;
  /** The detail page; empty on that page itself (no link to where the person already is). */
  href: string;
  /** Written under the marker (the service page's map: its street address); none on home. */
  label?: string;
}

/** The GeoJSON properties of a point feature (only what the layers and markers need). */
export interface PointProperties {
  id: string;
  status: MapStatusKind;
}

/**
 * Status colours: each is at least 4.5:1 against white (the marker's outline and text), so the
 * colour is readable; the marker's shape (map.css) says the same thing to people who cannot
 * tell the colours apart.
 */
export const STATUS_COLORS: Record<MapStatusKind, string> = {
  open: '#1e6b34',
  closed: '#a52a1d',
  contact: '#1b4f8a',
  unknown: '#4a5658',
};

export const CLUSTER_COLOR = '#14474b';

/** Points as a GeoJSON source; the feature id is the point's place in `points`. */
export function pointsToGeoJson(
  points: readonly MapPoint[],
): FeatureCollection<Point, PointProperties> {
  const features = points
    // A service whose address could not be geocoded is stored at 0,0 (links.ts): not on a map.
    .filter((p) => !(p.lng === 0 && p.lat === 0) && Number.isFinite(p.lng + p.lat))
    .map((p): Feature<Point, PointProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { id: p.id, status: p.status },
    }));
  return { type: 'FeatureCollection', features };
}

/** The maplibre expression that colours a point by its `status` property. */
export function statusColorExpression(): ExpressionSpecification {
  const c = STATUS_COLORS;
  return [
    'match',
    ['get', 'status'],
    'open',
    c.open,
    'closed',
    c.closed,
    'contact',
    c.contact,
    c.unknown,
  ];
}
