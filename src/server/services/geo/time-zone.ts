import tzlookup from '@photostructure/tz-lookup';

/**
 * The IANA zone of a place, derived offline from its coordinates; the fallback for invalid
 * coordinates and open sea (tz-lookup answers Etc/GMT±N there, which no listing should carry).
 */
export function timeZoneAt(lat: number, lng: number, fallback: string): string {
  try {
    const zone = tzlookup(lat, lng);
    return zone.startsWith('Etc/') ? fallback : zone;
  } catch {
    return fallback;
  }
}
