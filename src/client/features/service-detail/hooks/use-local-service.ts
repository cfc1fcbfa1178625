import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type LocalService } from '../../../db/database';

/**
 * The service from the offline mirror: undefined while reading, null when the mirror does not have
 * it (removed, unapproved, or not synced yet).
 */
export function useLocalService(id: string): LocalService | null | undefined {
  return useLiveQuery(async () => (await localDb().services.get(id)) ?? null, [id]);
}
