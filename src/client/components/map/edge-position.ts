// Where the detail map names a nearby city that is out of sight (docs/map.md): on the line from
// the map's centre towards it, just inside the frame, with an arrow pointing at it.

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface EdgeSpot extends ScreenPoint {
  /** The arrow's direction in degrees, clockwise from pointing right (CSS rotate). */
  angle: number;
}

/**
 * The spot where the line from the centre of a `width`×`height` frame to `target` meets the
 * frame shrunk by `inset` on each side (room for the label itself).
 */
export function edgeSpot(
  width: number,
  height: number,
  target: ScreenPoint,
  inset: ScreenPoint,
): EdgeSpot {
  const cx = width / 2;
  const cy = height / 2;
  const dx = target.x - cx;
  const dy = target.y - cy;
  const reachX = dx === 0 ? Infinity : Math.max(cx - inset.x, 0) / Math.abs(dx);
  const reachY = dy === 0 ? Infinity : Math.max(cy - inset.y, 0) / Math.abs(dy);
  const t = Math.min(reachX, reachY, 1);
  return { x: cx + dx * t, y: cy + dy * t, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** The smallest difference between two directions, in degrees (0–180). */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * The first `max` items (nearest first, as given) whose directions are at least `minDegrees`
 * apart, so two names never crowd one edge.
 */
export function spreadOut<T extends { angle: number }>(
  items: readonly T[],
  max: number,
  minDegrees: number,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length >= max) break;
    if (kept.every((k) => angleBetween(k.angle, item.angle) >= minDegrees)) kept.push(item);
  }
  return kept;
}
