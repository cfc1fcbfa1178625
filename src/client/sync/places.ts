import type { LngLat } from '@shared/geo/distance';
import { distanceMiles } from '@shared/geo/distance';
import { formatLngLat, parseLngLat } from '@shared/query/coordinate';
import { PLACES_MAX_AGE_MS, PLACES_REFRESH_MILES, syncPlacesAnswer } from '@shared/sync/places';
import type { RefugioDb } from '@client/db/database';
import { storePlaces } from '@client/db/places';
import { apiRequest } from '@client/lib/api-client';

/**
 * Whether the stored slice should be fetched again: none yet, too old, fetched without a point
 * while one is known now, or the person is now far from where it was fetched.
 */
export async function placesStale(db: RefugioDb, near: LngLat | null, now: number) {
  const [at, where] = await db.meta.bulkGet(['placesAt', 'placesNear']);
  if (!at || now - Number(at.value) > PLACES_MAX_AGE_MS) return true;
  const was = parseLngLat(String(where?.value ?? ''));
  if (!near) return false;
  if (!was) return true;
  return distanceMiles(was, near) > PLACES_REFRESH_MILES;
}

/** Fetches and stores the gazetteer slice around `near` (or the largest cities) when stale. */
export async function refreshPlaces(
  db: RefugioDb,
  near: LngLat | null,
  now = Date.now(),
  fetchPlaces = (query: string) => apiRequest(`/sync/places${query}`, syncPlacesAnswer),
): Promise<boolean> {
  if (!(await placesStale(db, near, now))) return false;
  // Rounded to ~1 km: the answer is the same, and shared caches can keep it.
  const point = near && { lng: round(near.lng), lat: round(near.lat) };
  const answer = await fetchPlaces(point ? `?near=${encodeURIComponent(formatLngLat(point))}` : '');
  await storePlaces(db, answer.near, answer.places, now);
  return true;
}

const round = (n: number) => Math.round(n * 100) / 100;
