// The detail map's "Directions by transit" link (docs/spec/product-spec.md §2): it opens the platform's own
// maps app, which has the transit schedules this app cannot carry offline.
import { OpenLocationCode } from 'open-location-code';

export type MapsPlatform = 'apple' | 'android' | 'other';

/**
 * Apple devices open Apple Maps. iPadOS 13+ reports itself as a Mac, which has Apple Maps too, so
 * the user agent's 'Macintosh' is enough for both. Android hands a `geo:` link to whichever maps
 * app the person uses.
 */
export function mapsPlatform(userAgent: string): MapsPlatform {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return 'apple';
  return /Android/.test(userAgent) ? 'android' : 'other';
}

/**
 * The place itself in the platform's maps app, with its streets (the offline map has none): a
 * labelled `geo:` pin on Android (RFC 5870, with Android's `q=lat,lng(label)`), Apple Maps on
 * Apple devices, and Google Maps' universal search address elsewhere (its app, or its website).
 */
export function mapsAppHref(lat: number, lng: number, label: string, platform: MapsPlatform) {
  const at = `${lat},${lng}`;
  if (platform === 'android') return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
  if (platform === 'apple') {
    return `https://maps.apple.com/?${new URLSearchParams({ ll: at, q: label }).toString()}`;
  }
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: at }).toString()}`;
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
