import { useLiveQuery } from 'dexie-react-hooks';
import { loadServiceIndex, type IndexSnapshot } from '../../../db/catalog';
import { localDb } from '../../../db/database';

/**
 * Every compact index row and the critical headers, kept fresh as the sync engine writes;
 * undefined while loading.
 */
export function useServiceIndex(): IndexSnapshot | undefined {
  return useLiveQuery(() => loadServiceIndex(localDb()), []);
}
