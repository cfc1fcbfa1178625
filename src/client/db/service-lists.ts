// The mirror's services (docs/sync.md, "Reading fast"): the whole records, one row each, and what
// the lists read, kept in step by the transaction that stores them: the list index as one pack in
// `meta.indexPack`, the search text in TEXT_PARTS rows of `serviceTextParts` (local database
// version 5).
import type { ServiceRecord } from '@shared/sync/protocol';
import {
  changeServiceIndexPack,
  indexEntryOf,
  textEntryOf,
  type ServiceIndexEntry,
  type ServiceIndexPack,
  type ServiceTextEntry,
} from '@shared/sync/service-index';
import { changeTextParts, touchedTextParts } from '@shared/sync/service-text-parts';
import type { RefugioDb } from './database';
import { putInSlices } from './put-in-slices';

export interface ServicesChange {
  /** The cursor the transaction stores with this change. */
  cursor: string;
  upserts: readonly ServiceRecord[];
  deletes: readonly string[];
  /** Empty the mirror's services first (a new scope, a snapshot). */
  reset: boolean;
}

/**
 * Stores a page's services: the records (in slices, putInSlices), the index pack and the text
 * parts. Call it inside the page's read-write transaction over `services`, `serviceTextParts` and
 * `meta`, so the lists never lag the records. The index entries and the folded text of each slice
 * are made while IndexedDB writes its records.
 */
export async function storeServices(db: RefugioDb, change: ServicesChange): Promise<void> {
  const { cursor, upserts, deletes, reset } = change;
  if (reset) await Promise.all([db.services.clear(), db.serviceTextParts.clear()]);
  const parts = reset ? [] : touchedTextParts([...deletes, ...upserts.map((s) => s.id)]);
  const [packRow, storedParts] = await Promise.all([
    reset ? undefined : db.meta.get('indexPack'),
    db.serviceTextParts.bulkGet(parts),
    deletes.length ? db.services.bulkDelete([...deletes]) : undefined,
  ]);
  const entries: ServiceIndexEntry[] = [];
  const texts: ServiceTextEntry[] = [];
  await putInSlices<ServiceRecord>(db.services, upserts, undefined, (slice) => {
    for (const record of slice) {
      entries.push(indexEntryOf(record));
      texts.push(textEntryOf(record));
    }
  });
  const pack = changeServiceIndexPack(
    packRow?.value as ServiceIndexPack | undefined,
    deletes,
    entries,
    cursor,
  );
  await Promise.all([
    db.meta.put({ name: 'indexPack', value: pack }),
    db.serviceTextParts.bulkPut(changeTextParts(storedParts, deletes, texts)),
  ]);
}
