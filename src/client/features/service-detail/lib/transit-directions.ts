// The detail map's "Directions by transit" link (product-spec §2): it opens the platform's own
// maps app, which has the transit schedules this app cannot carry offline.
import { OpenLocationCode } from 'open-location-code';

export type MapsPlatform = 'apple' | 'other';

/**
 * Apple devices open Apple Maps. iPadOS 13+ reports itself as a Mac, which has Apple Maps too, so
 * the user agent's 'Macintosh' is enough for both.
 */
export function mapsPlatform(userAgent: string): MapsPlatform {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'apple' : 'other';
}

/** Transit directions to a point in the platform's maps app (or its website). */
export function transitDirectionsHref(lat: number, lng: number, platform: MapsPlatform): string {
  const to = `${lat},${lng}`;
  if (platform === 'apple') {
    return `https://maps.apple.com/?${new URLSearchParams({ daddr: to, dirflg: 'r' }).toString()}`;
  }
  const query = new URLSearchParams({ api: '1', destination: to, travelmode: 'transit' });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

let olc: OpenLocationCode | null = null;

/** The point's plus code (Open Location Code), e.g. '85FQP2Q5+MV'. */
export function plusCodeOf(lat: number, lng: number): string {
  olc ??= new OpenLocationCode();
  return olc.encode(lat, lng);
}
