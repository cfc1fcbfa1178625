import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LngLat } from '../../shared/geo/distance';
import { GEOLOCATION_MAX_AGE_MS } from '../../shared/query/constants';
import { showToast } from './toast-store';

interface LocationState {
  /** The current location, or null when unknown. */
  location: LngLat | null;
  /** The person (or the browser) refused geolocation; the app goes on without it. */
  blocked: boolean;
  setLocation: (location: LngLat | null) => void;
  setBlocked: (blocked: boolean) => void;
}

const LOCATION_KEY = 'refugio.location';

function sessionStore(): Storage {
  // Storage can be unavailable (private modes, policies): then the location lives in memory only.
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    } as Storage;
  }
}

/** product-spec §3: session storage holds the current location and a location-blocked flag. */
export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      location: null,
      blocked: false,
      setLocation: (location) => set(location ? { location, blocked: false } : { location }),
      setBlocked: (blocked) => set({ blocked }),
    }),
    {
      name: LOCATION_KEY,
      storage: createJSONStorage(sessionStore),
      partialize: ({ location, blocked }) => ({ location, blocked }),
    },
  ),
);

const PERMISSION_DENIED = 1;

/**
 * Asks the browser for the current location (product-spec §9: high accuracy, maximum age 10 s).
 * Resolves with it, or null after telling the person why not; a refusal sets the blocked flag
 * (product-spec §4) and the app continues without a location.
 */
export function requestCurrentLocation(): Promise<LngLat | null> {
  const fail = (denied: boolean) => {
    if (denied) useLocationStore.getState().setBlocked(true);
    // product-spec §8's text has typos; this is the same message spelled correctly.
    showToast(t`Cannot get your current location. Go to Settings -> Location.`, 'error');
    return null;
  };
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve(fail(false));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location = { lng: position.coords.longitude, lat: position.coords.latitude };
        useLocationStore.setState({ location, blocked: false });
        resolve(location);
      },
      (error) => resolve(fail(error.code === PERMISSION_DENIED)),
      { enableHighAccuracy: true, maximumAge: GEOLOCATION_MAX_AGE_MS },
    );
  });
}
