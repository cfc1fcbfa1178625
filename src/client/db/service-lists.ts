// The mirror's services (docs/sync.md, "Reading fast"): the whole records (in parts,
// service-records.ts) and what the lists read, kept in step by the transaction that stores them:
// the list index as one pack in `meta.indexPack`, the search text in TEXT_PARTS rows of
// `serviceTextParts` (local database versions 5 and 6).
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
import { changeServices, replaceServices } from './service-record-writes';

export interface ServicesChange {
  /** The cursor the transaction stores with this change. */
  cursor: string;
  upserts: readonly ServiceRecord[];
  deletes: readonly string[];
  /** Empty the mirror's services first (a new scope, a snapshot). */
  reset: boolean;
  /**
   * With `reset`: keep the records whose rev is above this (a snapshot's cursor's rev): the
   * deltas after it will store each again or delete it (docs/sync.md, "Snapshot").
   */
  keepAbove?: number;
}

/**
 * Stores a page's services: the records (service-records.ts), the index pack and the text parts.
 * Call it inside the page's read-write transaction over `serviceParts`, `serviceTextParts` and
 * `meta`, so the lists never lag the records. The index entries and the folded text of a reset's
 * records are made while IndexedDB writes them, a slice at a time.
 */
export async function storeServices(db: RefugioDb, change: ServicesChange): Promise<void> {
  const { cursor, upserts, deletes, reset, keepAbove } = change;
  const entries: ServiceIndexEntry[] = [];
  const texts: ServiceTextEntry[] = [];
  const listed = (records: readonly ServiceRecord[]) => {
    for (const record of records) {
      entries.push(indexEntryOf(record));
      texts.push(textEntryOf(record));
    }
  };
  if (reset) await db.serviceTextParts.clear();
  const parts = reset ? [] : touchedTextParts([...deletes, ...upserts.map((s) => s.id)]);
  const writing = Promise.all([
    reset ? undefined : db.meta.get('indexPack'),
    db.serviceTextParts.bulkGet(parts),
    reset
      ? replaceServices(db, upserts, listed, keepAbove)
      : changeServices(db, { upserts, deletes }),
  ]);
  // A delta's entries are made while IndexedDB reads and writes its parts.
  if (!reset) listed(upserts);
  const [packRow, storedParts] = await writing;
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
