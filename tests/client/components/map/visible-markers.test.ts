import { describe, expect, it } from 'vitest';
import { visibleMarkers, type SourceFeature } from '@client/components/map/visible-markers';

const view = { west: -106, south: 39, east: -104, north: 41 };
const at = (lng: number, lat: number, properties: Record<string, unknown>): SourceFeature => ({
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties,
});

describe('visibleMarkers', () => {
  it('turns clusters into counts and points into status markers', () => {
    const markers = visibleMarkers(
      [
        at(-105, 40, { cluster: true, cluster_id: 7, point_count: 12 }),
        at(-104.5, 39.5, { id: 's1', status: 'closed' }),
      ],
      view,
      10,
    );
    expect(markers).toEqual([
      { kind: 'cluster', key: 'c7', clusterId: 7, count: 12, lng: -105, lat: 40 },
      { kind: 'point', key: 'ps1', id: 's1', status: 'closed', lng: -104.5, lat: 39.5 },
    ]);
  });

  it('keeps each feature once though several tiles return it', () => {
    const twice = at(-105, 40, { id: 's1', status: 'open' });
    expect(visibleMarkers([twice, twice], view, 10)).toHaveLength(1);
  });

  it('leaves out what is outside the view and stops at the limit', () => {
    const features = [
      at(-120, 40, { id: 'far', status: 'open' }),
      ...['a', 'b', 'c'].map((id) => at(-105, 40, { id, status: 'open' })),
    ];
    expect(visibleMarkers(features, view, 2).map((m) => m.key)).toEqual(['pa', 'pb']);
  });

  it('treats an unexpected status as unknown', () => {
    const [marker] = visibleMarkers([at(-105, 40, { id: 'x', status: 'weird' })], view, 5);
    expect(marker).toMatchObject({ kind: 'point', status: 'unknown' });
  });

  it('handles a view across the antimeridian', () => {
    const pacific = { west: 170, south: 50, east: -170, north: 60 };
    const features = [
      at(175, 55, { id: 'w', status: 'open' }),
      at(-175, 55, { id: 'e', status: 'open' }),
    ];
    expect(visibleMarkers(features, pacific, 5)).toHaveLength(2);
  });
});
