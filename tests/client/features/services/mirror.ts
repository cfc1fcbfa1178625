import { localDb, type RefugioDb } from '@client/db/database';
import { useLocationStore } from '@client/lib/location-store';
import { useHomeStore } from '@client/features/services/store';
import type { ServiceRecord } from '@shared/sync/protocol';
import { indexEntryOf, textEntryOf } from '@shared/sync/service-index';

/**
 * Stores records as the sync engine does: the record, its index row and its search text, and a
 * new cursor in the same transaction.
 */
export async function fillMirror(records: ServiceRecord[], db: RefugioDb = localDb()) {
  const tables = [db.services, db.serviceIndex, db.serviceText, db.meta];
  await db.transaction('rw', tables, async () => {
    await db.services.bulkPut(records);
    await db.serviceIndex.bulkPut(records.map(indexEntryOf));
    await db.serviceText.bulkPut(records.map(textEntryOf));
    const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
    await db.meta.put({ name: 'cursor', value: String(cursor + 1) });
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
