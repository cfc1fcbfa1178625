// Loaded after the first content (watch-mirror.ts): Dexie's live queries over the page's database,
// and its notice of every write to it.
import Dexie, { liveQuery, type ObservabilitySet } from 'dexie';
import { localDb } from './database';
import { asMirror, type Mirror, type MirrorTable } from './mirror';

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

/**
 * Calls `changed` after each committed write to the page's database that touches a table other
 * than `ignored`, whoever made it: this page, the sync worker, the service worker or another tab
 * (Dexie tells every context through its BroadcastChannel, as it does its live queries). A part
 * that names no table (Dexie's "all", after the page comes back from the back-forward cache)
 * counts as a write to every table.
 */
export function watchWrites(changed: () => void, ignored: readonly MirrorTable[]): () => void {
  const prefix = `idb://${localDb().name}/`;
  const touches = (part: string) => {
    if (!part.startsWith('idb://')) return true;
    if (!part.startsWith(prefix)) return false;
    const table = part.slice(prefix.length).split('/', 1)[0] as MirrorTable;
    return !ignored.includes(table);
  };
  const listener = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some(touches)) changed();
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
