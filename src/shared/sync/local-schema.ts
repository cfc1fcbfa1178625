// The offline mirror's IndexedDB schema (Dexie store specs), shared by the page (src/client/db)
// and the service worker, which opens the same database to flush the outbox from a `sync` event.
// Versions are only ever appended; each lists only the tables it adds or changes (Dexie keeps the
// others), and its upgrade runs in whichever context opens the database first.
import type { ServiceRecord } from './protocol';
import {
  indexEntryOf,
  packServiceIndex,
  textEntryOf,
  type ServiceIndexEntry,
  type ServiceTextEntry,
} from './service-index';
import { changeServiceParts } from './service-parts';
import { changeTextParts } from './service-text-parts';

export { LOCAL_DB_NAME } from './local-db-name';

/** The slice of Dexie's upgrade transaction the upgrades use (shared code does not import Dexie). */
export interface UpgradeTable {
  toArray(): Promise<unknown[]>;
  bulkPut(rows: unknown[]): Promise<unknown>;
  bulkDelete(keys: string[]): Promise<unknown>;
}
export interface UpgradeTransaction {
  table(name: string): UpgradeTable;
}

export interface LocalDbVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: UpgradeTransaction) => Promise<void>;
}

export const LOCAL_DB_VERSIONS: readonly LocalDbVersion[] = [
  {
    version: 1,
    stores: {
      services: '&id, rev, *type, *category, likes, name, city, zip',
      crisisLines: '&id, ranking',
      staticPages: '&id, &code',
      chatbotFaqs: '&id',
      /** Cities and ZIP codes near the person, for offline location search. */
      places: '&id, kind, key',
      favorites: '&serviceId, addedAt',
      kudos: '&serviceId',
      outbox: '++seq, &key, state, nextAttemptAt',
      meta: '&name',
    },
  },
  {
    // The compact list index and the search text, apart from the whole records: a cold start reads
    // 20,000 index rows instead of 20,000 records. Version 1 kept the search text in the record.
    // managedShelters: the signed-in provider's shelters (approved or not), for bed updates offline.
    version: 2,
    stores: { serviceIndex: '&id', serviceText: '&id', managedShelters: '&id, userId' },
    async upgrade(tx) {
      const services = tx.table('services');
      const rows = (await services.toArray()) as (ServiceRecord & { search?: string })[];
      if (rows.length === 0) return;
      await tx.table('serviceIndex').bulkPut(rows.map(indexEntryOf));
      await tx.table('serviceText').bulkPut(rows.map(textEntryOf));
      await services.bulkPut(rows.map(({ search: _search, ...record }) => record));
    },
  },
  {
    // The search text marks its fields for ranking (name, then summaries, then the rest) and
    // adds city, state, ZIP, categories and age (docs/spec/product-spec.md §9): rebuilt once from the records.
    version: 3,
    stores: {},
    async upgrade(tx) {
      const rows = (await tx.table('services').toArray()) as ServiceRecord[];
      if (rows.length > 0) await tx.table('serviceText').bulkPut(rows.map(textEntryOf));
    },
  },
  {
    // Whole records are read by id only (the list filters and sorts serviceIndex since version 2):
    // their seven secondary indexes (two of them multi-entry) were written for every record of a
    // first sync and read by nothing (docs/sync.md, "Snapshot").
    version: 4,
    stores: { services: '&id' },
  },
  {
    // One IndexedDB row per service, not three: the list index is kept only as its pack
    // (`meta.indexPack`) and the search text in TEXT_PARTS rows, both rewritten by each page's
    // transaction. A first sync of 19,000 services put 38,000 small rows in these two tables, as
    // long as putting the whole records (docs/sync.md, "Snapshot"). The mirror is kept: its rows
    // are packed here once.
    version: 5,
    stores: { serviceIndex: null, serviceText: null, serviceTextParts: '&part' },
    async upgrade(tx) {
      const meta = (await tx.table('meta').toArray()) as { name: string; value: unknown }[];
      const cursor = meta.find((row) => row.name === 'cursor')?.value;
      await tx.table('meta').bulkDelete(['indexPackCursor']);
      const index = (await tx.table('serviceIndex').toArray()) as ServiceIndexEntry[];
      if (cursor !== undefined || index.length > 0) {
        const pack = packServiceIndex(index, String(cursor ?? '0'));
        await tx.table('meta').bulkPut([{ name: 'indexPack', value: pack }]);
      }
      const texts = (await tx.table('serviceText').toArray()) as ServiceTextEntry[];
      await tx.table('serviceTextParts').bulkPut(changeTextParts([], [], texts));
    },
  },
  {
    // The whole records stored in SERVICE_PARTS rows (service-parts.ts) instead of one row each:
    // IndexedDB's cost is per row, and putting a first sync's 18,884 records took most of it
    // (docs/sync.md, "Records in parts"). The mirror is kept: its records are repacked here once.
    version: 6,
    stores: { services: null, serviceParts: '&part' },
    async upgrade(tx) {
      const records = (await tx.table('services').toArray()) as ServiceRecord[];
      if (records.length > 0)
        await tx.table('serviceParts').bulkPut(changeServiceParts([], [], records));
    },
  },
];

/** Every table of the newest version (what an open database holds): a `null` store is dropped. */
export const LOCAL_DB_TABLES: readonly string[] = Object.entries(
  Object.assign({}, ...LOCAL_DB_VERSIONS.map((v) => v.stores)) as Record<string, string | null>,
)
  .filter(([, spec]) => spec !== null)
  .map(([name]) => name);
