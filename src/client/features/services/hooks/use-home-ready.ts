import { useEffect, useState } from 'react';
import { syncCanDeliver, useSyncStatus } from '@client/sync/status';
import type { HomeList } from './use-home-list';

/** The longest a first visit holds the home's tools back while its first listings are on the way. */
export const FIRST_DATA_WAIT_MS = 4000;

/**
 * Whether the home screen draws its tools, banners and list: once the index and the critical
 * headers are read, and on a first visit once the first listings are stored (or a whole sync
 * found none, or the first sync failed, or the device is offline, or FIRST_DATA_WAIT_MS passed). Everything then appears in one
 * render, so nothing that arrives afterwards pushes the search field down (Lighthouse counted
 * 0.16 of layout shift for the banners arriving above it). Once true it stays true.
 */
export function useHomeReady(list: Pick<HomeList, 'loading' | 'mirrorEmpty' | 'synced'>): boolean {
  // Whether the mirror was ever synced is read with the rows, not from the engine's status: the
  // status can say the pull ended before the rows it stored have reached this page.
  const canArrive = useSyncStatus(syncCanDeliver);
  const now = !list.loading && !(list.mirrorEmpty && !list.synced && canArrive);
  const [was, setWas] = useState(now);
  // Remembered during the render (React's pattern for state that follows props), not after it.
  if (now && !was) setWas(true);
  useEffect(() => {
    if (was) return;
    const timer = setTimeout(() => setWas(true), FIRST_DATA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [was]);
  return was || now;
}
