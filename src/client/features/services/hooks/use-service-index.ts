import { loadServiceIndex, type IndexSnapshot } from '@client/db/catalog';
import { useMirrorQuery } from '@client/db/watch-mirror';

/**
 * Every compact index row and the critical headers, kept fresh as the sync engine writes;
 * undefined while loading. The first read needs no Dexie (db/watch-mirror.ts).
 */
export function useServiceIndex(): IndexSnapshot | undefined {
  return useMirrorQuery(loadServiceIndex, []);
}
