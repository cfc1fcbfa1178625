import { describe, expect, it } from 'vitest';
import {
  mapsPlatform,
  plusCodeOf,
  transitDirectionsHref,
} from '../../../../src/client/features/service-detail/lib/transit-directions';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605';

describe('transit directions', () => {
  it('opens Apple Maps with transit directions on Apple devices', () => {
    const href = new URL(transitDirectionsHref(39.7392, -104.9903, 'apple'));
    expect(href.origin).toBe('https://maps.apple.com');
    expect(href.searchParams.get('daddr')).toBe('39.7392,-104.9903');
    expect(href.searchParams.get('dirflg')).toBe('r');
  });

  it('opens Google Maps with travel mode transit elsewhere', () => {
    expect(transitDirectionsHref(39.7392, -104.9903, 'other')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.7392%2C-104.9903&travelmode=transit',
    );
  });

  it('tells Apple devices (iPadOS reports a Mac) from the others', () => {
    expect(mapsPlatform(IPHONE)).toBe('apple');
    expect(mapsPlatform(IPADOS)).toBe('apple');
    expect(mapsPlatform(ANDROID)).toBe('other');
    expect(mapsPlatform('')).toBe('other');
  });
});

describe('plusCodeOf', () => {
  it('encodes a point as its plus code', () => {
    expect(plusCodeOf(39.7392, -104.9903)).toBe('85FQP2Q5+MV');
  });
});
