// Where the offline map writes its place names (docs/map.md), worked out in screen pixels before
// anything is drawn: the map has no glyphs, so maplibre's own label placement (which never lets
// two names overlap) is not there to do it. First come, first placed; a name that would cover
// another, a map control or the service's own marker and address is left out.
import { edgeSpot, spreadOut, type ScreenPoint } from './edge-position';

/** A box in the map frame's pixels: its top-left corner, width and height. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A named place, already projected to the frame's pixels. */
export interface ProjectedPlace<P> extends ScreenPoint {
  place: P;
  text: string;
}

export interface PlacedEdge<P> extends ScreenPoint {
  place: P;
  text: string;
  miles: string;
  angle: number;
}

export interface PlaceNameLayout<P> {
  /** Names written under their point (the point is on the map). */
  points: P[];
  /** Names of places out of sight, at the frame's edge towards them. */
  edges: PlacedEdge<P>[];
}

export interface PlaceNameInput<P> {
  width: number;
  height: number;
  /** What no name may cover: the map's controls, the service's marker and address. */
  blocked: readonly Rect[];
  /** At most this many names under their points. */
  maxPoints: number;
  /** In view, in the order they should win: the largest cities first. */
  cities: readonly ProjectedPlace<P>[];
  /** Out of sight, nearest first, with their distance as words. */
  edges: readonly (ProjectedPlace<P> & { miles: string })[];
  /** In view, placed last: ZIP codes (many, and less known than a town's name). */
  zips: readonly ProjectedPlace<P>[];
  /** The width in pixels of a name as the map's CSS draws it. */
  measure: (text: string) => number;
}

/** At most this many names at the edges, their directions at least this far apart. */
const EDGE_COUNT = 3;
const EDGE_MIN_DEGREES = 50;
/** A point's name: the 8 px dot and a 13 px line under it (map.css .map-place). */
const POINT_HEIGHT = 28;
/** An edge name: one line in a pill with its arrow and distance (map.css .map-edge-place). */
const EDGE_HEIGHT = 24;
const EDGE_EXTRA = 30;
const EDGE_MAX_WIDTH = 168;
const GAP = 4;

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const inside = (r: Rect, width: number, height: number) =>
  r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height;

const grow = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  w: r.w + 2 * by,
  h: r.h + 2 * by,
});

/** Lays out the names: cities in view, then the nearest towns out of sight, then ZIP codes. */
export function layoutPlaceNames<P>(input: PlaceNameInput<P>): PlaceNameLayout<P> {
  const { width, height, measure } = input;
  const taken: Rect[] = input.blocked.map((r) => grow(r, GAP));
  const free = (r: Rect) => inside(r, width, height) && !taken.some((t) => overlaps(r, t));
  const take = (r: Rect) => taken.push(grow(r, GAP));

  const points: P[] = [];
  const placePoint = (p: ProjectedPlace<P>) => {
    if (points.length >= input.maxPoints) return;
    const w = measure(p.text);
    const rect = { x: p.x - w / 2, y: p.y - 5, w, h: POINT_HEIGHT };
    if (!free(rect)) return;
    take(rect);
    points.push(p.place);
  };
  input.cities.forEach(placePoint);

  const candidates = input.edges.map((e) => {
    const w = Math.min(EDGE_MAX_WIDTH, measure(`${e.text} ${e.miles}`) + EDGE_EXTRA);
    const spot = edgeSpot(width, height, e, { x: w / 2 + GAP, y: EDGE_HEIGHT / 2 + GAP });
    return { ...e, ...spot, w };
  });
  const edges: PlacedEdge<P>[] = [];
  for (const e of spreadOut(candidates, EDGE_COUNT, EDGE_MIN_DEGREES)) {
    const rect = firstFree(
      { x: e.x - e.w / 2, y: e.y - EDGE_HEIGHT / 2, w: e.w, h: EDGE_HEIGHT },
      taken,
      free,
    );
    if (!rect) continue;
    take(rect);
    const { place, text, miles, angle } = e;
    edges.push({ place, text, miles, angle, x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 });
  }

  input.zips.forEach(placePoint);
  return { points, edges };
}

/**
 * The box where it is, or moved just clear of what it first runs into (beside it or under or
 * over it), whichever is free first; null when none is.
 */
function firstFree(rect: Rect, taken: readonly Rect[], free: (r: Rect) => boolean): Rect | null {
  if (free(rect)) return rect;
  for (const t of taken.filter((t) => overlaps(rect, t))) {
    const moves: Rect[] = [
      { ...rect, x: t.x - rect.w },
      { ...rect, x: t.x + t.w },
      { ...rect, y: t.y + t.h },
      { ...rect, y: t.y - rect.h },
    ];
    const found = moves.find(free);
    if (found) return found;
  }
  return null;
}
