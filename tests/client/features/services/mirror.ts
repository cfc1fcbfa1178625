import { localDb, type RefugioDb } from '@client/db/database';
import { useLocationStore } from '@client/lib/location-store';
import { useHomeStore } from '@client/features/services/store';
import type { ServiceRecord } from '@shared/sync/protocol';
import { storeServices } from '@client/db/service-lists';

/**
 * Stores records as the sync engine does: the records, the list index and the search text
 * (service-lists.ts), and a new cursor in the same transaction.
 */
export async function fillMirror(
  records: ServiceRecord[],
  db: RefugioDb = localDb(),
  deletes: string[] = [],
) {
  const tables = [db.serviceParts, db.serviceTextParts, db.meta];
  await db.transaction('rw', tables, async () => {
    const cursor = String(Number((await db.meta.get('cursor'))?.value ?? 0) + 1);
    await storeServices(db, { cursor, upserts: records, deletes, reset: false });
    await db.meta.put({ name: 'cursor', value: cursor });
  });
}

/** localDb() is the page's singleton: every test starts from an empty mirror and a fresh home. */
export async function resetMirrorAndHome() {
  const db = localDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  useHomeStore.setState({
    tab: 'SHELTER',
    subFilter: null,
    category: 'ALL',
    openNow: false,
    topKudos: false,
    view: 'list',
    search: '',
    pages: 1,
  });
  useLocationStore.setState({ location: null, blocked: false });
}
