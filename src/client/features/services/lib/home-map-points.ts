import { distanceMiles, formatMiles, type LngLat } from '@shared/geo/distance';
import { openStatusText, statusKindOf } from '@shared/schedule';
import type { ServiceRecord } from '@shared/sync/protocol';
import type { ServiceIndexEntry } from '@shared/sync/service-index';
import type { MapPoint } from '@client/components/map/map-points';
import { cachedOpenStatus } from '@client/components/service/open-status-cache';

export interface HomeMapContext {
  origin: LngLat | null;
  /** The instant the statuses are for (the minute clock). */
  at: number;
  locale: 'en' | 'es';
}

/**
 * Every matched service as a map point. Only the whole records (read for the services in view)
 * hold names and schedules; the others are still drawn and clustered, marked contact or
 * unknown until the view reaches them.
 */
export function homeMapPoints(
  entries: readonly ServiceIndexEntry[],
  records: ReadonlyMap<string, ServiceRecord>,
  context: HomeMapContext,
): MapPoint[] {
  const { origin } = context;
  return entries.map((e) => {
    const href = `/services/${e.id}`;
    const record = records.get(e.id);
    // The index has the point: the distance needs no record.
    const distanceText = origin ? formatMiles(distanceMiles(origin, e), context.locale) : null;
    if (!record) {
      const status = e.isContact ? 'contact' : 'unknown';
      return {
        id: e.id,
        lng: e.lng,
        lat: e.lat,
        name: '',
        status,
        statusText: '',
        distanceText,
        href,
      };
    }
    const open = cachedOpenStatus(record, context.at);
    return {
      id: e.id,
      lng: e.lng,
      lat: e.lat,
      name: record.name,
      status: statusKindOf(open),
      statusText: open.kind === 'none' ? '' : openStatusText(open, context.locale),
      distanceText,
      href,
    };
  });
}

/**
 * Where the map opens without a location: the service nearest the median point (one far outlier
 * cannot move it). A service, not the median itself: with services in two cities the median can
 * fall between them, and the map would open on none.
 */
export function medianPoint(entries: readonly { lng: number; lat: number }[]): LngLat | null {
  const placed = entries.filter((e) => !(e.lng === 0 && e.lat === 0));
  if (placed.length === 0) return null;
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const lng = middle(placed.map((e) => e.lng));
  const lat = middle(placed.map((e) => e.lat));
  let best = placed[0]!;
  let bestGap = Infinity;
  for (const e of placed) {
    const gap = (e.lng - lng) ** 2 + (e.lat - lat) ** 2;
    if (gap < bestGap) [best, bestGap] = [e, gap];
  }
  return { lng: best.lng, lat: best.lat };
}

/**
 * The box around every placed entry (docs/screens.md "Home without a location": without a location the map opens on all
 * the services it counts, not on one city with most of them out of sight); null with none.
 */
export function boundsOfEntries(
  entries: readonly { lng: number; lat: number }[],
): { west: number; south: number; east: number; north: number } | null {
  const placed = entries.filter((e) => !(e.lng === 0 && e.lat === 0));
  if (placed.length === 0) return null;
  const lngs = placed.map((e) => e.lng);
  const lats = placed.map((e) => e.lat);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}
