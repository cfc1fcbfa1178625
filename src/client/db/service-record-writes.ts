// The only way to write the mirror's whole service records (docs/sync.md, "Records in parts"; the
// reads are in service-records.ts). Each write reads, changes and puts whole parts inside one
// Dexie read-write transaction (the caller's, when it has one over `serviceParts`), so two writers
// of one part are serialized by IndexedDB and never lose each other's records.
import {
  changeServiceParts,
  groupServiceParts,
  isEmptyPart,
  packServicePart,
  servicePartsOf,
  type ServicePart,
} from '@shared/sync/service-parts';
import type { LocalService, RefugioDb } from './database';
import { dexieTx } from './mirror';
import { putInSlices } from './put-in-slices';
import { readAllServices, readServices } from './service-records';

/** Puts the changed parts and deletes the ones left empty. */
async function putParts(db: RefugioDb, parts: readonly ServicePart[], sliced = false) {
  const empty = parts.filter(isEmptyPart).map((row) => row.part);
  const full = parts.filter((row) => !isEmptyPart(row));
  await Promise.all([
    empty.length ? db.serviceParts.bulkDelete(empty) : undefined,
    // One part is ~18 records: on the page's main thread, one part a step (put-in-slices.ts).
    sliced ? putInSlices(db.serviceParts, full, 1) : db.serviceParts.bulkPut(full),
  ]);
}

/**
 * Deletes then stores records in one read-write transaction (joined when the caller's covers
 * `serviceParts`): each touched part is read, changed and put whole.
 */
export function changeServices(
  db: RefugioDb,
  change: { upserts?: readonly LocalService[]; deletes?: readonly string[] },
): Promise<void> {
  const upserts = change.upserts ?? [];
  const deletes = change.deletes ?? [];
  if (upserts.length === 0 && deletes.length === 0) return Promise.resolve();
  return db.transaction('rw', db.serviceParts, async () => {
    const keys = servicePartsOf([...deletes, ...upserts.map((record) => record.id)]);
    const stored = await db.serviceParts.bulkGet(keys);
    await putParts(db, changeServiceParts(stored, deletes, upserts), true);
  });
}

/** Stores these records (replacing any of the same id). */
export const putServices = (db: RefugioDb, records: readonly LocalService[]) =>
  changeServices(db, { upserts: records });

/** Removes these records from the mirror. */
export const deleteServices = (db: RefugioDb, ids: readonly string[]) =>
  changeServices(db, { deletes: ids });

/**
 * Changes some fields of one record, read and written in one transaction; resolves whether the
 * mirror held it. `changes` may be a function of the stored record (undefined: leave it).
 */
export function updateService(
  db: RefugioDb,
  id: string,
  changes: Partial<LocalService> | ((record: LocalService) => Partial<LocalService> | undefined),
): Promise<boolean> {
  return db.transaction('rw', db.serviceParts, async () => {
    const [record] = await readServices(dexieTx(db), [id]);
    if (!record) return false;
    const fields = typeof changes === 'function' ? changes(record) : changes;
    if (!fields) return false;
    await putServices(db, [{ ...record, ...fields }]);
    return true;
  });
}

/**
 * Replaces every record by these (a snapshot, a new scope), in the caller's transaction: the
 * records grouped in parts and put in slices. `whileWriting` runs on each slice's records once
 * their write is asked (put-in-slices.ts). `keepAbove`: the stored records whose rev is above it
 * stay (replacing one of `records` with the same id), and only those of them are not given to
 * `whileWriting` that `records` does not hold.
 */
export async function replaceServices(
  db: RefugioDb,
  records: readonly LocalService[],
  whileWriting?: (records: readonly LocalService[]) => void,
  keepAbove?: number,
): Promise<void> {
  const kept =
    keepAbove === undefined
      ? []
      : (await readAllServices(dexieTx(db))).filter((record) => record.rev > keepAbove);
  await db.serviceParts.clear();
  const parts = groupServiceParts([], [], [...records, ...kept]);
  const recordsOf = new Map(parts.map((row) => [row.part, row.records]));
  const given = new Set(records.map((record) => record.id));
  const keptOnly = new Set(kept.filter((record) => !given.has(record.id)).map((r) => r.id));
  await putInSlices<ServicePart>(db.serviceParts, parts.map(packServicePart), 1, (slice) =>
    whileWriting?.(
      slice.flatMap((row) => recordsOf.get(row.part)!).filter((record) => !keptOnly.has(record.id)),
    ),
  );
}

/** Empties the mirror's records. */
export const clearServices = (db: RefugioDb) => db.serviceParts.clear();
