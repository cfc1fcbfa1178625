import { describe, expect, it } from 'vitest';
import {
  layoutPlaceNames,
  overlaps,
  type PlaceNameInput,
  type Rect,
} from '@client/components/map/place-name-layout';

// A 320×240 frame; every character 8 px wide.
const base: PlaceNameInput<string> = {
  width: 320,
  height: 240,
  blocked: [],
  maxPoints: 12,
  cities: [],
  edges: [],
  zips: [],
  measure: (text) => text.length * 8,
};
const at = (place: string, x: number, y: number) => ({ place, text: place, x, y });

describe('layoutPlaceNames', () => {
  it('writes a city before a ZIP code that would cover it, and leaves the ZIP code out', () => {
    const layout = layoutPlaceNames({
      ...base,
      cities: [at('Glendale', 100, 100)],
      zips: [at('80246', 110, 104), at('80209', 100, 180)],
    });
    expect(layout.points).toEqual(['Glendale', '80209']);
  });

  it('covers no control and not the service marker with its address', () => {
    const zoom: Rect = { x: 270, y: 10, w: 44, h: 90 };
    const pin: Rect = { x: 138, y: 98, w: 44, h: 44 };
    const layout = layoutPlaceNames({
      ...base,
      blocked: [zoom, pin],
      cities: [at('Denver', 290, 40), at('Aurora', 160, 118), at('Edgewater', 60, 60)],
    });
    expect(layout.points).toEqual(['Edgewater']);
  });

  it('stops at the most names asked for', () => {
    const layout = layoutPlaceNames({
      ...base,
      maxPoints: 1,
      cities: [at('Denver', 60, 40)],
      zips: [at('80202', 200, 180)],
    });
    expect(layout.points).toEqual(['Denver']);
  });

  it('names a town out of sight at the edge towards it, moved clear of a control', () => {
    const zoom: Rect = { x: 270, y: 10, w: 44, h: 90 };
    const layout = layoutPlaceNames({
      ...base,
      blocked: [zoom],
      // Far up and to the right: its spot would be in the top right corner, under the buttons.
      edges: [{ ...at('Commerce City', 900, -500), miles: '5.6 mi' }],
    });
    expect(layout.edges).toHaveLength(1);
    const edge = layout.edges[0]!;
    expect(edge.angle).toBeLessThan(0);
    expect(edge.angle).toBeGreaterThan(-90);
    const width = Math.min(168, 'Commerce City 5.6 mi'.length * 8 + 30);
    const box = { x: edge.x - width / 2, y: edge.y - 12, w: width, h: 24 };
    expect(overlaps(box, zoom)).toBe(false);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(320);
  });

  it('names at most three towns out of sight, in directions far apart, nearest first', () => {
    const layout = layoutPlaceNames({
      ...base,
      edges: [
        { ...at('Glendale', 400, 200), miles: '3.5 mi' },
        { ...at('Cherry Creek', 420, 230), miles: '3.9 mi' },
        { ...at('Edgewater', -300, 100), miles: '4.4 mi' },
        { ...at('Commerce City', 200, -400), miles: '5.6 mi' },
        { ...at('Lakewood', -200, 400), miles: '6.1 mi' },
      ],
    });
    expect(layout.edges.map((e) => e.place)).toEqual(['Glendale', 'Edgewater', 'Commerce City']);
  });
});
