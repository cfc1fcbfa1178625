import { describe, expect, it } from 'vitest';
import { angleBetween, edgeSpot, spreadOut } from '@client/components/map/edge-position';

describe('edgeSpot', () => {
  const inset = { x: 80, y: 20 };

  it('puts a place far to the right at the right edge, on the centre line, pointing right', () => {
    expect(edgeSpot(320, 240, { x: 2000, y: 120 }, inset)).toEqual({ x: 240, y: 120, angle: 0 });
  });

  it('puts a place far above at the top edge, pointing up', () => {
    expect(edgeSpot(320, 240, { x: 160, y: -900 }, inset)).toEqual({ x: 160, y: 20, angle: -90 });
  });

  it('stops where the line from the centre meets the first edge', () => {
    // Down and to the left at 45°: the left edge (80 px away) comes before the bottom (100 px).
    const spot = edgeSpot(320, 240, { x: -840, y: 1120 }, inset);
    expect(spot.x).toBeCloseTo(80);
    expect(spot.y).toBeCloseTo(120 + 80);
    expect(spot.angle).toBeCloseTo(135);
  });

  it('leaves a place that is already inside the shrunk frame where it is', () => {
    expect(edgeSpot(320, 240, { x: 200, y: 130 }, inset)).toMatchObject({ x: 200, y: 130 });
  });
});

describe('spreadOut', () => {
  it('keeps the nearest first and skips one in nearly the same direction', () => {
    const items = [
      { name: 'Denver', angle: 10 },
      { name: 'Glendale', angle: 30 },
      { name: 'Aurora', angle: 100 },
      { name: 'Lakewood', angle: -170 },
      { name: 'Arvada', angle: -60 },
    ];
    expect(spreadOut(items, 3, 50).map((i) => i.name)).toEqual(['Denver', 'Aurora', 'Lakewood']);
  });

  it('measures directions across ±180°', () => {
    expect(angleBetween(170, -170)).toBe(20);
    expect(angleBetween(-90, 90)).toBe(180);
  });
});
