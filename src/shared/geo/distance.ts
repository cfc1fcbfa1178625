/** A point as the API carries it: longitude first, as in GeoJSON and the `lng|lat` wire format. */
export interface LngLat {
  lng: number;
  lat: number;
}

const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, product-spec §9. */
export function distanceMiles(a: LngLat, b: LngLat): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The wire form of `distance` (api-contract §2.3): miles with one decimal, as a string. */
export function milesWire(miles: number): string {
  return miles.toFixed(1);
}

// Each language's own number format, as every other number of the app (Lingui's i18n.number and
// the chatbot's words use the bare language tag): Spanish writes '1723,7 mi' (issue #22 item 5).
// Made on first use: creating an Intl formatter is costly on a slow phone, and a list without a
// location shows no distance at all.
const formatters = new Map<'en' | 'es', Intl.NumberFormat>();

/** Distance for people: one decimal and the unit, e.g. '3.4 mi' / '3,4 mi', '1,204.0 mi' / '1204,0 mi'. */
export function formatMiles(miles: number, locale: 'en' | 'es'): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formatters.set(locale, format);
  }
  return `${format.format(miles)} mi`;
}
