import { useEffect, useState } from 'react';
import type { LocalPlace } from '@client/db/database';
import { localDb } from '@client/db/database';
import { searchPlaces } from '@client/db/places';
import { useSyncStatus } from '@client/sync/status';
import { searchPlacesOnline } from '../lib/search-places-online';

/** Where the places of an answer come from: the server's whole gazetteer, or this device's slice. */
export type PlaceSource = 'server' | 'device';

export interface PlaceAnswer {
  query: string;
  places: LocalPlace[];
  source: PlaceSource;
}

const isOnline = () => useSyncStatus.getState().online && navigator.onLine;

/**
 * docs/screens.md "The location sheet's search": online, the server's search-city-or-zip (every US city and ZIP code);
 * offline, or when the server cannot be reached, the slice kept on the device. The answer names
 * its source, so the sheet can say which was searched.
 */
export function usePlaceSearch(query: string): PlaceAnswer | null {
  const online = useSyncStatus((s) => s.online);
  const [answer, setAnswer] = useState<PlaceAnswer | null>(null);
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const local = async (): Promise<PlaceAnswer> => ({
      query,
      places: await searchPlaces(localDb(), query),
      source: 'device',
    });
    const search = isOnline()
      ? searchPlacesOnline(query, controller.signal).then(
          (places): PlaceAnswer => ({ query, places, source: 'server' }),
          (error: unknown) => {
            if (controller.signal.aborted) throw error;
            console.warn('Place search on the server failed; searching this device', error);
            return local();
          },
        )
      : local();
    search.then(
      (found) => {
        if (!controller.signal.aborted) setAnswer(found);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Place search failed', error);
      },
    );
    return () => controller.abort();
  }, [query, online]);
  return answer && answer.query === query && query !== '' ? answer : null;
}
