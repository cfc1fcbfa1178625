import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** The offline basemap's shapes, already GeoJSON (basemap.ts converts them from TopoJSON). */
export interface BasemapData {
  land: Feature<Geometry> | FeatureCollection<Geometry>;
  states: Feature<Geometry> | FeatureCollection<Geometry>;
  stateLines: Feature<MultiLineString> | MultiLineString;
}

// Quiet colours: the service markers carry the meaning and must stand out against all of them.
export const BASEMAP_COLORS = {
  water: '#cfe3ee',
  land: '#f3f1ea',
  states: '#ecebe2',
  stateLines: '#8a9698',
} as const;

const BASEMAP_MAX_ZOOM = 6;

/**
 * A MapLibre style that needs no network: no tiles, sprites or glyphs. Without glyphs there is
 * no symbol text; city names and cluster counts are HTML markers instead.
 */
export function buildOfflineStyle(data: BasemapData): StyleSpecification {
  return {
    version: 8,
    // The shapes are ~300 m precise at best: tiles up to zoom 6 hold that, and deeper zooms
    // stretch them. Without the cap the worker cuts the 10m states into tiles at every zoom,
    // which kept a slow phone's map blank for seconds.
    sources: {
      land: { type: 'geojson', data: data.land, maxzoom: BASEMAP_MAX_ZOOM },
      states: { type: 'geojson', data: data.states, maxzoom: BASEMAP_MAX_ZOOM },
      'state-lines': { type: 'geojson', data: data.stateLines, maxzoom: BASEMAP_MAX_ZOOM },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'states',
        type: 'fill',
        source: 'states',
        paint: { 'fill-color': BASEMAP_COLORS.states },
      },
      {
        id: 'state-lines',
        type: 'line',
        source: 'state-lines',
        paint: { 'line-color': BASEMAP_COLORS.stateLines, 'line-width': 1 },
      },
    ],
  };
}
