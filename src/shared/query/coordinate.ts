import type { LngLat } from '@shared/geo/distance';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads the `lng|lat` wire format of services and feedback (docs/spec/api-contract.md §3.12). Returns null for
 * anything malformed or out of range, and for `0|0`, which clients send to mean 'no location'.
 */
export function parseLngLat(value: string | null | undefined): LngLat | null {
  if (!value) return null;
  const parts = value.split('|').map((s) => s.trim());
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return null;
  const [lng, lat] = parts.map(Number) as [number, number];
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
  if (lng === 0 && lat === 0) return null;
  return { lng, lat };
}

/** Writes a point in the `lng|lat` wire format. */
export function formatLngLat(point: LngLat): string {
  return `${point.lng}|${point.lat}`;
}

/** The chatbot's reversed `lat|lng` format (docs/spec/api-contract.md §5.1). */
export function parseLatLng(value: string | null | undefined): LngLat | null {
  const parts = value?.split('|');
  if (parts?.length !== 2) return null;
  return parseLngLat(`${parts[1]}|${parts[0]}`);
}
