// The detail page's address, directions and website links; call and email hrefs are shared with
// other screens in src/client/lib/contact-links.ts.
import { postalAddress } from '@shared/domain/address';
import type { ServiceRecord } from '@shared/sync/protocol';
import { withScheme } from '@shared/validation/text';

/**
 * Transit directions to the service (docs/spec/product-spec.md §2). The Google Maps URL scheme is universal: it
 * opens the maps app on Android and iOS and the website elsewhere. A service whose address could
 * not be geocoded is stored at 0,0; then the address text is the destination.
 */
export function directionsHref(service: ServiceRecord): string {
  const [lng, lat] = service.location.coordinates;
  // The maps app reads the address; its English country name is the one every maps service knows.
  const destination = lng === 0 && lat === 0 ? postalAddress(service, 'en') : `${lat},${lng}`;
  const query = new URLSearchParams({ api: '1', destination, travelmode: 'transit' });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

/**
 * The service's website as a link (docs/spec/product-spec.md §5: no scheme → http://), or null. Anything that
 * is not then an http(s) address (a typed 'javascript://…') is shown as text, not linked.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const href = website ? withScheme(website) : '';
  return /^https?:\/\//i.test(href) ? href : null;
}
