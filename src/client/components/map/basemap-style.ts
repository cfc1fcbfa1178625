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

/**
 * A MapLibre style that needs no network: no tiles, sprites or glyphs. Without glyphs there is
 * no symbol text; city names and cluster counts are HTML markers instead.
 */
export function buildOfflineStyle(data: BasemapData): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: data.land },
      states: { type: 'geojson', data: data.states },
      'state-lines': { type: 'geojson', data: data.stateLines },
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
