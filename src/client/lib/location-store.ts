import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LngLat } from '@shared/geo/distance';
import { GEOLOCATION_MAX_AGE_MS } from '@shared/query/constants';
import { showToast } from './toast-store';

interface LocationState {
  /** The current location, or null when unknown. */
  location: LngLat | null;
  /**
   * The place the person chose in the location sheet ('Denver, CO'), or null when the location
   * came from the device (or there is none): the header then says 'Your location'.
   */
  placeName: string | null;
  /** The person (or the browser) refused geolocation; the app goes on without it. */
  blocked: boolean;
  /** Sets (or, with null, forgets) the location; a place name comes only from the sheet. */
  setLocation: (location: LngLat | null, placeName?: string | null) => void;
  setBlocked: (blocked: boolean) => void;
  /** The sheet's 'Clear': no location and no place name (the blocked flag stays as it was). */
  clearLocation: () => void;
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

/** docs/spec/product-spec.md §3: session storage holds the current location and a location-blocked flag. */
export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      location: null,
      placeName: null,
      blocked: false,
      setLocation: (location, placeName = null) =>
        set(
          location ? { location, placeName, blocked: false } : { location: null, placeName: null },
        ),
      setBlocked: (blocked) => set({ blocked }),
      clearLocation: () => set({ location: null, placeName: null }),
    }),
    {
      name: LOCATION_KEY,
      storage: createJSONStorage(sessionStore),
      partialize: ({ location, placeName, blocked }) => ({ location, placeName, blocked }),
    },
  ),
);

const PERMISSION_DENIED = 1;

/** docs/spec/product-spec.md §8's text has typos ('Can not curent location...'): the same message, spelled. */
export function locationUnavailableText(): string {
  return t`Cannot get your current location. Go to Settings and turn on Location.`;
}

/**
 * Asks the browser for the current location (docs/spec/product-spec.md §9: high accuracy, maximum age 10 s).
 * Resolves with it, or null after telling the person why not; a refusal sets the blocked flag
 * (docs/spec/product-spec.md §4) and the app continues without a location.
 */
export function requestCurrentLocation(): Promise<LngLat | null> {
  const fail = (denied: boolean) => {
    if (denied) useLocationStore.getState().setBlocked(true);
    showToast(locationUnavailableText(), 'error');
    return null;
  };
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve(fail(false));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location = { lng: position.coords.longitude, lat: position.coords.latitude };
        useLocationStore.getState().setLocation(location);
        resolve(location);
      },
      (error) => resolve(fail(error.code === PERMISSION_DENIED)),
      { enableHighAccuracy: true, maximumAge: GEOLOCATION_MAX_AGE_MS },
    );
  });
}
