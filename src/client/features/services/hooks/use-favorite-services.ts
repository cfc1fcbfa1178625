import { useLiveQuery } from 'dexie-react-hooks';
import type { ServiceRecord } from '../../../../shared/sync/protocol';
import { loadFavoriteServices } from '../../../db/catalog';
import { localDb } from '../../../db/database';

/** The favorite services still in the mirror, newest favorite first; undefined while loading. */
export function useFavoriteServices(): ServiceRecord[] | undefined {
  return useLiveQuery(() => loadFavoriteServices(localDb()), []);
}
