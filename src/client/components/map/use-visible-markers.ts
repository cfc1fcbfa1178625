import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { MapBounds } from './map-bounds';
import { visibleMarkers, type VisibleMarker } from './visible-markers';

/** Markers beyond this many in view are left to the circles (an HTML marker costs a DOM node). */
const MARKER_LIMIT = 250;

export function boundsOf(map: MapLibreMap): MapBounds {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

/**
 * The clusters and points of `sourceId` in view, redone when the camera stops, when the map is
 * idle and when the source's data changes. Cluster counts cannot be symbol text (no glyphs offline), so they are
 * drawn as HTML.
 */
export function useVisibleMarkers(map: MapLibreMap | null, sourceId: string): VisibleMarker[] {
  const [markers, setMarkers] = useState<VisibleMarker[]>([]);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      if (!map.getSource(sourceId) || !map.isSourceLoaded(sourceId)) return;
      setMarkers(visibleMarkers(map.querySourceFeatures(sourceId), boundsOf(map), MARKER_LIMIT));
    };
    const onData = (e: MapSourceDataEvent) => {
      if (e.sourceId === sourceId && e.isSourceLoaded) update();
    };
    // 'idle' as well: at 'moveend' the new zoom's tiles may still be loading, and the old
    // tiles would leave a cluster's count behind after it has split.
    map.on('moveend', update);
    map.on('idle', update);
    map.on('sourcedata', onData);
    update();
    return () => {
      map.off('moveend', update);
      map.off('idle', update);
      map.off('sourcedata', onData);
    };
  }, [map, sourceId]);
  return markers;
}
