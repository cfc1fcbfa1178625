// Loaded after the first content (watch-mirror.ts): Dexie's live queries over the page's database.
import { liveQuery } from 'dexie';
import { localDb } from './database';
import { asMirror, type Mirror } from './mirror';

/** Runs `query` on the page's database now and again after every change to what it read. */
export function watchLive<T>(
  query: (mirror: Mirror) => Promise<T>,
  next: (value: T) => void,
  error: (error: unknown) => void,
): () => void {
  const mirror = asMirror(localDb());
  const subscription = liveQuery(() => query(mirror)).subscribe({ next, error });
  return () => subscription.unsubscribe();
}
