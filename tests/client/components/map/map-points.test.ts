import { describe, expect, it } from 'vitest';
import {
  CLUSTER_COLOR,
  pointsToGeoJson,
  STATUS_COLORS,
  statusColorExpression,
  type MapPoint,
} from '@client/components/map/map-points';
import { statusKindOf, type OpenStatus } from '@shared/schedule';

const point = (id: string, overrides: Partial<MapPoint> = {}): MapPoint => ({
  id,
  name: `Place ${id}`,
  lng: -104.99,
  lat: 39.74,
  status: 'open',
  statusText: 'Open 24/7',
  distanceText: null,
  href: `/services/${id}`,
  ...overrides,
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('pointsToGeoJson', () => {
  it('makes one point feature per service, longitude first, with its id and status', () => {
    const fc = pointsToGeoJson([
      point('a'),
      point('b', { lng: -105.2, lat: 40.1, status: 'closed' }),
    ]);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toHaveLength(2);
    expect(fc.features[1]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-105.2, 40.1] },
      properties: { id: 'b', status: 'closed' },
    });
  });

  it('leaves out services without a geocoded place (stored at 0,0) and broken coordinates', () => {
    const fc = pointsToGeoJson([
      point('a'),
      point('nowhere', { lng: 0, lat: 0 }),
      point('bad', { lng: Number.NaN }),
    ]);
    expect(fc.features.map((f) => f.properties.id)).toEqual(['a']);
  });
});

describe('statusKindOf', () => {
  const cases: [OpenStatus, string][] = [
    [{ kind: 'open-24-7' }, 'open'],
    [{ kind: 'closed' }, 'closed'],
    [{ kind: 'permanently-closed' }, 'closed'],
    [{ kind: 'contact' }, 'contact'],
    [{ kind: 'none' }, 'unknown'],
  ];
  it.each(cases)('maps %o to %s', (status, kind) => {
    expect(statusKindOf(status)).toBe(kind);
  });
});

describe('status colours', () => {
  it('are distinct for every status', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(4);
  });

  it.each(Object.entries({ ...STATUS_COLORS, cluster: CLUSTER_COLOR }))(
    '%s reaches 4.5:1 against white text and outlines',
    (_, color) => {
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('colours points by status in the map layer, unknown as the fallback', () => {
    const expression = statusColorExpression();
    expect(expression.slice(0, 2)).toEqual(['match', ['get', 'status']]);
    expect(expression).toContain(STATUS_COLORS.open);
    expect(expression.at(-1)).toBe(STATUS_COLORS.unknown);
  });
});
