import { useSyncExternalStore } from 'react';
import { watchDeviceMarks, type DeviceMarks } from '@client/db/device-marks';
import type { LocalFavorite, LocalKudo } from '@client/db/database';

// One live read of this device's kudos and favorites, shared by every mounted button and started
// by the first of them; each button re-renders only when its own entry changes.
let marks: DeviceMarks | undefined;
let stop: (() => void) | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= watchDeviceMarks(
    (next) => {
      marks = next;
      listeners.forEach((l) => l());
    },
    (error) => console.error('Could not read this device’s kudos and favorites', error),
  );
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop?.();
    stop = null;
    marks = undefined;
  };
}

// A page drawn by the server knows no device's marks (src/client/app/prerender/first-screen.tsx).
const noMark = () => undefined;

/** This device's kudo for a service (pending or sent), or undefined. */
export function useDeviceKudo(serviceId: string): LocalKudo | undefined {
  return useSyncExternalStore(subscribe, () => marks?.kudos.get(serviceId), noMark);
}

/** Whether this device has starred a service (undefined while the first read runs: not starred). */
export function useDeviceFavorite(serviceId: string): LocalFavorite | undefined {
  return useSyncExternalStore(subscribe, () => marks?.favorites.get(serviceId), noMark);
}
