import type { LocalFavorite, LocalKudo } from './database';
import { watchMirror } from './watch-mirror';

/** This device's kudos and favorites, by service id: what every kudo button and star shows. */
export interface DeviceMarks {
  kudos: ReadonlyMap<string, LocalKudo>;
  favorites: ReadonlyMap<string, LocalFavorite>;
}

/**
 * Both tables in one live read (each holds what one device gave or starred: small), so a list of
 * 100 cards asks IndexedDB twice instead of 200 times, once per button. The first read needs no
 * Dexie, so the first cards show their marks (watch-mirror.ts).
 */
export function watchDeviceMarks(
  next: (marks: DeviceMarks) => void,
  error: (error: unknown) => void,
): () => void {
  return watchMirror(
    (mirror) =>
      mirror.read(['kudos', 'favorites'], async (tx) => {
        const [kudos, favorites] = await Promise.all([
          tx.all<LocalKudo>('kudos'),
          tx.all<LocalFavorite>('favorites'),
        ]);
        return {
          kudos: new Map(kudos.map((k) => [k.serviceId, k])),
          favorites: new Map(favorites.map((f) => [f.serviceId, f])),
        };
      }),
    next,
    error,
  );
}
