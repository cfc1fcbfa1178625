import { distanceMiles, type LngLat } from '@shared/geo/distance';
import { newestFirst, type ServiceIndexEntry } from '@shared/sync/service-index';

export interface ListOrder {
  /** The current location: nearest first when known. */
  origin: LngLat | null;
  /** The administrators' top-kudos toggle (docs/spec/product-spec.md §4): most likes first. */
  topKudos: boolean;
}

/**
 * The home order: top kudos by likes, else by distance from the current location, else grouped
 * by place (`byPlace`). Ties fall back to newest first, then id, so the order is stable between
 * renders.
 */
export function orderEntries(
  entries: readonly ServiceIndexEntry[],
  order: ListOrder,
): ServiceIndexEntry[] {
  if (order.topKudos) return [...entries].sort((a, b) => b.likes - a.likes || newestFirst(a, b));
  const origin = order.origin;
  if (!origin) return byPlace(entries);
  // Distances once per entry, not once per comparison (20,000 entries, ~300,000 comparisons).
  const keyed = entries.map((entry) => ({ entry, miles: distanceMiles(origin, entry) }));
  keyed.sort((a, b) => a.miles - b.miles || newestFirst(a.entry, b.entry));
  return keyed.map((k) => k.entry);
}

/** The rows shown after `pages` pages of `pageSize` (infinite scroll grows `pages`). */
export function visibleCount(total: number, pages: number, pageSize: number): number {
  return Math.min(total, Math.max(1, pages) * pageSize);
}

/** Services this close to a group's first one belong to its place (a city and its suburbs). */
export const PLACE_GROUP_MILES = 40;
/** Grid cells of this many degrees find the groups near a service without comparing them all. */
const CELL_DEGREES = 1;
/** Cells per row of the grid's numeric keys: more than the 360 whole degrees of longitude. */
const CELL_ROW = 1024;
/**
 * Miles per degree of latitude on the sphere distanceMiles uses: two places further apart in
 * latitude than PLACE_GROUP_MILES are further apart than that, so no trigonometry is needed to
 * rule them out.
 */
const MILES_PER_DEGREE_LAT = (3958.7613 * Math.PI) / 180;

/**
 * Without a location (docs/screens.md "Home without a location"): the services grouped by place, the place with the most
 * listings first, newest first inside a place, instead of every city's services interleaved.
 * A group is the services within PLACE_GROUP_MILES of its newest one.
 *
 * It runs over a whole tab (thousands of services) on a cold start's path to the first rows, in
 * code not yet optimised by the engine: cells are numbers, not strings made per neighbour, and
 * a group further than the distance in latitude alone is passed over before the haversine.
 */
export function byPlace(entries: readonly ServiceIndexEntry[]): ServiceIndexEntry[] {
  const newest = [...entries].sort(newestFirst);
  const groups: { at: LngLat; members: ServiceIndexEntry[] }[] = [];
  const cells = new Map<number, number[]>();
  const maxDegrees = PLACE_GROUP_MILES / MILES_PER_DEGREE_LAT;
  for (const entry of newest) {
    const x = Math.floor(entry.lng / CELL_DEGREES);
    const y = Math.floor(entry.lat / CELL_DEGREES);
    let found: (typeof groups)[number] | undefined;
    for (let dx = -1; dx <= 1 && !found; dx++)
      for (let dy = -1; dy <= 1 && !found; dy++) {
        const near = cells.get((x + dx) * CELL_ROW + y + dy);
        if (!near) continue;
        for (const index of near) {
          const group = groups[index]!;
          if (Math.abs(group.at.lat - entry.lat) > maxDegrees) continue;
          if (distanceMiles(group.at, entry) <= PLACE_GROUP_MILES) {
            found = group;
            break;
          }
        }
      }
    if (found) {
      found.members.push(entry);
      continue;
    }
    const key = x * CELL_ROW + y;
    const cell = cells.get(key);
    if (cell) cell.push(groups.length);
    else cells.set(key, [groups.length]);
    groups.push({ at: { lng: entry.lng, lat: entry.lat }, members: [entry] });
  }
  // Array.prototype.sort is stable: equal sizes keep the order of their newest service.
  groups.sort((a, b) => b.members.length - a.members.length);
  return groups.flatMap((g) => g.members);
}
