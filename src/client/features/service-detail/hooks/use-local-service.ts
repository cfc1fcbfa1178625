import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type LocalService } from '@client/db/database';
import { getService } from '@client/db/service-records';

export interface LocalServiceRead {
  /** Null when the mirror does not have it (removed, unapproved, or not synced yet). */
  service: LocalService | null;
  /** A whole sync has completed at least once: a missing service is then really missing. */
  synced: boolean;
}

/** The service from the offline mirror (undefined while reading). */
export function useLocalService(id: string): LocalServiceRead | undefined {
  return useLiveQuery(async () => {
    const db = localDb();
    return db.transaction('r', [db.serviceParts, db.meta], async () => {
      const [service, lastSync] = await Promise.all([
        getService(db, id),
        db.meta.get('lastSyncAt'),
      ]);
      return { service: service ?? null, synced: lastSync !== undefined };
    });
  }, [id]);
}
