import { liveQuery } from 'dexie';
import type { LocalFavorite, LocalKudo, RefugioDb } from './database';

/** This device's kudos and favorites, by service id: what every kudo button and star shows. */
export interface DeviceMarks {
  kudos: ReadonlyMap<string, LocalKudo>;
  favorites: ReadonlyMap<string, LocalFavorite>;
}

/**
 * Both tables in one live read (each holds what one device gave or starred: small), so a list of
 * 100 cards asks IndexedDB twice instead of 200 times, once per button.
 */
export function watchDeviceMarks(
  db: RefugioDb,
  next: (marks: DeviceMarks) => void,
  error: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() =>
    db.transaction('r', [db.kudos, db.favorites], async () => {
      const [kudos, favorites] = await Promise.all([db.kudos.toArray(), db.favorites.toArray()]);
      return {
        kudos: new Map(kudos.map((k) => [k.serviceId, k])),
        favorites: new Map(favorites.map((f) => [f.serviceId, f])),
      };
    }),
  ).subscribe({ next, error });
  return () => subscription.unsubscribe();
}
