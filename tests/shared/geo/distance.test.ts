import { describe, expect, it } from 'vitest';
import { distanceMiles, formatMiles, milesWire } from '@shared/geo/distance';

const denver = { lng: -104.9903, lat: 39.7392 };
const boulder = { lng: -105.2705, lat: 40.015 };
const newYork = { lng: -74.006, lat: 40.7128 };
const losAngeles = { lng: -118.2437, lat: 34.0522 };

describe('distanceMiles', () => {
  it('is zero between a point and itself', () => {
    expect(distanceMiles(denver, denver)).toBe(0);
  });

  it('measures known great-circle distances in miles', () => {
    expect(distanceMiles(denver, boulder)).toBeCloseTo(24.0, 0);
    expect(distanceMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(distanceMiles(newYork, losAngeles)).toBeLessThan(2452);
  });

  it('is symmetric', () => {
    expect(distanceMiles(denver, newYork)).toBeCloseTo(distanceMiles(newYork, denver), 9);
  });

  it('stays finite for antipodal points', () => {
    const d = distanceMiles({ lng: 0, lat: 0 }, { lng: 180, lat: 0 });
    expect(d).toBeCloseTo(Math.PI * 3958.7613, 3);
  });
});

describe('distance display', () => {
  it('sends miles with one decimal as a string on the wire', () => {
    expect(milesWire(3.44)).toBe('3.4');
    expect(milesWire(3.45001)).toBe('3.5');
    expect(milesWire(0)).toBe('0.0');
  });

  it('shows one decimal and the unit in English', () => {
    expect(formatMiles(3.44, 'en')).toBe('3.4 mi');
    expect(formatMiles(0.04, 'en')).toBe('0.0 mi');
    expect(formatMiles(1204, 'en')).toBe('1,204.0 mi');
  });

  it('writes Spanish distances with a decimal comma', () => {
    expect(formatMiles(3.44, 'es')).toBe('3,4 mi');
    expect(formatMiles(1723.66, 'es')).toBe('1723,7 mi');
    expect(formatMiles(12345.6, 'es')).toBe('12.345,6 mi');
    expect(formatMiles(0, 'es')).toBe('0,0 mi');
  });
});
