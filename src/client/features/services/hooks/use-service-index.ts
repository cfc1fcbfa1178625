import { useLiveQuery } from 'dexie-react-hooks';
import { loadServiceIndex } from '../../../db/catalog';
import { localDb } from '../../../db/database';
import type { ServiceIndexEntry } from '../../../../shared/sync/service-index';

/** Every compact index row, kept fresh as the sync engine writes; undefined while loading. */
export function useServiceIndex(): ServiceIndexEntry[] | undefined {
  return useLiveQuery(() => loadServiceIndex(localDb()), []);
}
