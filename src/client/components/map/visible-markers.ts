import type { MapStatusKind } from './map-points';
import { inBounds, type MapBounds } from './map-bounds';

/** A cluster or a single service the map shows as an HTML marker (count or shape, focusable). */
export type VisibleMarker =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lng: number; lat: number }
  | { kind: 'point'; key: string; id: string; status: MapStatusKind; lng: number; lat: number };

/** The part of a maplibre feature this reads (querySourceFeatures gives one per tile). */
export interface SourceFeature {
  geometry: { type: string; coordinates?: unknown };
  properties: Record<string, unknown> | null;
}

const STATUSES: readonly MapStatusKind[] = ['open', 'closed', 'contact', 'unknown'];

/**
 * The markers to draw from a clustered source's features: each cluster and point once (a feature
 * near a tile edge comes back from every tile it touches), only those in view, at most `limit`.
 */
export function visibleMarkers(
  features: readonly SourceFeature[],
  bounds: MapBounds,
  limit: number,
): VisibleMarker[] {
  const seen = new Set<string>();
  const markers: VisibleMarker[] = [];
  for (const f of features) {
    if (markers.length >= limit) break;
    if (f.geometry.type !== 'Point' || !f.properties) continue;
    const [lng, lat] = f.geometry.coordinates as [number, number];
    if (!inBounds(bounds, lng, lat)) continue;
    const p = f.properties;
    const key =
      p.cluster === true ? `c${String(p.cluster_id)}` : typeof p.id === 'string' ? `p${p.id}` : '';
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (p.cluster === true) {
      const clusterId = Number(p.cluster_id);
      markers.push({ kind: 'cluster', key, clusterId, count: Number(p.point_count), lng, lat });
    } else {
      const status = STATUSES.find((s) => s === p.status) ?? 'unknown';
      markers.push({ kind: 'point', key, id: String(p.id), status, lng, lat });
    }
  }
  return markers;
}
