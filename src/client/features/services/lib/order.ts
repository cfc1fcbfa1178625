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

const cellOf = (lng: number, lat: number) =>
  [Math.floor(lng / CELL_DEGREES), Math.floor(lat / CELL_DEGREES)] as const;

/**
 * Without a location (docs/screens.md "Home without a location"): the services grouped by place, the place with the most
 * listings first, newest first inside a place, instead of every city's services interleaved.
 * A group is the services within PLACE_GROUP_MILES of its newest one.
 */
export function byPlace(entries: readonly ServiceIndexEntry[]): ServiceIndexEntry[] {
  const newest = [...entries].sort(newestFirst);
  const groups: { at: LngLat; members: ServiceIndexEntry[] }[] = [];
  const cells = new Map<string, number[]>();
  for (const entry of newest) {
    const [x, y] = cellOf(entry.lng, entry.lat);
    let found: (typeof groups)[number] | undefined;
    for (let dx = -1; dx <= 1 && !found; dx++)
      for (let dy = -1; dy <= 1 && !found; dy++)
        for (const index of cells.get(`${x + dx},${y + dy}`) ?? []) {
          const group = groups[index]!;
          if (distanceMiles(group.at, entry) <= PLACE_GROUP_MILES) {
            found = group;
            break;
          }
        }
    if (found) {
      found.members.push(entry);
      continue;
    }
    const key = `${x},${y}`;
    cells.set(key, [...(cells.get(key) ?? []), groups.length]);
    groups.push({ at: { lng: entry.lng, lat: entry.lat }, members: [entry] });
  }
  // Array.prototype.sort is stable: equal sizes keep the order of their newest service.
  groups.sort((a, b) => b.members.length - a.members.length);
  return groups.flatMap((g) => g.members);
}
