import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@client/lib/i18n';
import { requestCurrentLocation, useLocationStore } from '@client/lib/location-store';
import { useToastStore } from '@client/lib/toast-store';
import { GEOLOCATION_MAX_AGE_MS } from '@shared/query/constants';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

function fakeGeolocation(answer: (ok: Success, fail: Failure) => void) {
  const getCurrentPosition = vi.fn((ok: Success, fail: Failure, _options?: PositionOptions) =>
    answer(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => activateLocale('en'));

afterEach(() => {
  useLocationStore.setState({ location: null, blocked: false });
  useToastStore.setState({ toasts: [] });
});

describe('requestCurrentLocation', () => {
  it('stores the position in session storage, asking for high accuracy and a 10 s age', async () => {
    const get = fakeGeolocation((ok) => ok({ coords: { latitude: 39.7, longitude: -105 } }));
    await expect(requestCurrentLocation()).resolves.toEqual({ lng: -105, lat: 39.7 });
    expect(get.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    });
    expect(useLocationStore.getState().location).toEqual({ lng: -105, lat: 39.7 });
    expect(sessionStorage.getItem('refugio.location')).toContain('39.7');
  });

  it('flags the location as blocked when refused and tells the person', async () => {
    fakeGeolocation((_ok, fail) => fail({ code: 1 }));
    await expect(requestCurrentLocation()).resolves.toBeNull();
    expect(useLocationStore.getState().blocked).toBe(true);
    expect(useToastStore.getState().toasts.at(-1)?.text).toBe(
      'Cannot get your current location. Go to Settings and turn on Location.',
    );
  });

  it('does not flag a timeout as blocked', async () => {
    fakeGeolocation((_ok, fail) => fail({ code: 3 }));
    await requestCurrentLocation();
    expect(useLocationStore.getState().blocked).toBe(false);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });
});
