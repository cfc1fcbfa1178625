import { describe, expect, it } from 'vitest';
import {
  mapsAppHref,
  mapsPlatform,
  plusCodeOf,
  transitDirectionsHref,
} from '@client/features/service-detail/lib/transit-directions';

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

  it('tells Apple devices (iPadOS reports a Mac) and Android from the others', () => {
    expect(mapsPlatform(IPHONE)).toBe('apple');
    expect(mapsPlatform(IPADOS)).toBe('apple');
    expect(mapsPlatform(ANDROID)).toBe('android');
    expect(mapsPlatform('')).toBe('other');
  });

  it('keeps Google Maps transit directions on Android (a geo: link has no directions)', () => {
    expect(transitDirectionsHref(39.7392, -104.9903, 'android')).toBe(
      transitDirectionsHref(39.7392, -104.9903, 'other'),
    );
  });
});

describe('the place in the maps app', () => {
  it('is a labelled geo: pin on Android, for whichever maps app the phone has', () => {
    expect(mapsAppHref(39.7392, -104.9903, 'Casa & Uno', 'android')).toBe(
      'geo:39.7392,-104.9903?q=39.7392,-104.9903(Casa%20%26%20Uno)',
    );
  });

  it('opens Apple Maps at the point, named, on Apple devices', () => {
    const href = new URL(mapsAppHref(39.7392, -104.9903, 'Casa Uno', 'apple'));
    expect(href.origin).toBe('https://maps.apple.com');
    expect(href.searchParams.get('ll')).toBe('39.7392,-104.9903');
    expect(href.searchParams.get('q')).toBe('Casa Uno');
  });

  it("is Google Maps' universal search address elsewhere", () => {
    expect(mapsAppHref(39.7392, -104.9903, 'Casa Uno', 'other')).toBe(
      'https://www.google.com/maps/search/?api=1&query=39.7392%2C-104.9903',
    );
  });
});

describe('plusCodeOf', () => {
  it('encodes a point as its plus code', () => {
    expect(plusCodeOf(39.7392, -104.9903)).toBe('85FQP2Q5+MV');
  });
});
