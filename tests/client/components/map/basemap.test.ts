import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { basemapFromTopology } from '@client/components/map/basemap';
import { buildOfflineStyle } from '@client/components/map/basemap-style';

const require = createRequire(import.meta.url);
const readAtlas = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8'));

describe('the offline basemap', () => {
  const data = basemapFromTopology(
    readAtlas('world-atlas/land-110m.json'),
    readAtlas('us-atlas/states-10m.json'),
  );

  it('converts the atlases to GeoJSON: land, the states and their shared borders', () => {
    expect(data.land.type).toBe('FeatureCollection');
    const states = data.states as FeatureCollection;
    expect(states.features.length).toBeGreaterThanOrEqual(50);
    expect(states.features.map((f) => f.properties?.name)).toContain('Colorado');
    expect(data.stateLines.type).toBe('MultiLineString');
  });

  it('makes a style that fetches nothing: water background, land, states, state lines', () => {
    const style = buildOfflineStyle(data);
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'states', 'state-lines']);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    // Every source carries its data inline: no URL anywhere for the map to request.
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });
});
