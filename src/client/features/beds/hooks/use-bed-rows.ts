import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@client/db/database';
import { getServices } from '@client/db/service-records';
import { mergeShelters, type BedsRow } from '../lib/merge-shelters';

export interface BedsList {
  rows: BedsRow[];
  /** When the list was last fetched from the server (epoch ms), if ever. */
  fetchedAt: number | null;
}

/** The signed-in person's shelters, live from IndexedDB (works offline with the last list). */
export function useBedRows(userId: string | null): BedsList | undefined {
  return useLiveQuery(async () => {
    if (!userId) return { rows: [], fetchedAt: null };
    const db = localDb();
    const shelters = await db.managedShelters.where('userId').equals(userId).toArray();
    const mirror = await getServices(
      db,
      shelters.map((s) => s.id),
    );
    const pending = await db.outbox.where('state').equals('pending').sortBy('seq');
    const fetchedAt = shelters.reduce<number | null>((t, s) => Math.max(t ?? 0, s.fetchedAt), null);
    return { rows: mergeShelters(shelters, mirror, pending), fetchedAt };
  }, [userId]);
}
