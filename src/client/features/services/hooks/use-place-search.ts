import { useEffect, useState } from 'react';
import type { LocalPlace } from '@client/db/database';
import { localDb } from '@client/db/database';
import { searchPlaces } from '@client/db/places';
import { useSyncStatus } from '@client/sync/status';

/** Where the places of an answer come from: the server's whole gazetteer, or this device's slice. */
export type PlaceSource = 'server' | 'device';

export interface PlaceAnswer {
  query: string;
  places: LocalPlace[];
  source: PlaceSource;
}

const isOnline = () => useSyncStatus.getState().online && navigator.onLine;

// Loaded with the first search online, not with the sheet: its answer's schema brings zod, whose
// evaluation was a long task of home's first seconds when the sheet loads after the first content
// (docs/screens.md). Offline the device's slice answers, and a chunk that cannot load falls back
// to it like a server that cannot be reached.
const searchPlacesOnline = (text: string, signal: AbortSignal) =>
  import('../lib/search-places-online').then((m) => m.searchPlacesOnline(text, signal));

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
