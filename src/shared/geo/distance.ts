/** A point as the API carries it: longitude first, as in GeoJSON and the `lng|lat` wire format. */
export interface LngLat {
  lng: number;
  lat: number;
}

const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, docs/spec/product-spec.md §9. */
export function distanceMiles(a: LngLat, b: LngLat): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The wire form of `distance` (docs/spec/api-contract.md §2.3): miles with one decimal, as a string. */
export function milesWire(miles: number): string {
  return miles.toFixed(1);
}

// One formatter per language, made on first use: creating an Intl formatter is costly on a slow
// phone, and a list without a location shows no distance at all. Spanish writes a decimal comma
// (docs/screens.md "The first screen of a phone": '2,3 mi', '1723,7 mi'); the unit stays 'mi', as road signs in the US have it.
const formatters = new Map<'en' | 'es', Intl.NumberFormat>();

/**
 * Distance for people, the one place every screen formats it: one decimal and the unit in the
 * person's language, e.g. '3.4 mi' / '3,4 mi', '1,204.0 mi' / '1204,0 mi', '12.345,6 mi'.
 */
export function formatMiles(miles: number, locale: 'en' | 'es'): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'es' ? 'es' : 'en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formatters.set(locale, format);
  }
  return `${format.format(miles)} mi`;
}
