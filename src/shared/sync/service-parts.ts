// The mirror's whole service records stored in parts (local database version 6; docs/sync.md,
// "Records in parts"): IndexedDB's cost is per row, so a first sync that put 18,884 rows of
// ~2.3 KB took 3.8–4.9 s in Chromium where the same records 50 to a row took 0.4 s. A service's
// part comes from a hash of its id, so a delta rewrites only the parts its services fall in.
import { idPart, idPartsOf } from './id-parts';
import type { ServiceRecord } from './protocol';

/**
 * How many parts: ~12 services (~28 KB) each for 19,000 services of ~2.3 KB, so even the fullest
 * (~24 services, ~55 KB) stay under Chromium's 64 KB limit for values stored inline (larger ones
 * are written as blobs). With 1,024 parts (~18 each), about 20 of them went over.
 */
export const SERVICE_PARTS = 1536;

/** The records of one part, in memory. */
export interface PartRecords {
  part: number;
  records: ServiceRecord[];
}

/**
 * One stored part: the field names once, then each record's values in their order (undefined
 * where a record has no such field). A record's names stored with each record were ~28% of the
 * bytes IndexedDB wrote in a first sync, ~11 of 41 MB, and writing them cost it time on disk
 * (docs/sync.md, "Records in parts"). A row an earlier version stored holds `records` instead; it
 * is read as it is and stored in the new form when next written.
 */
export interface ServicePart {
  part: number;
  keys?: string[];
  values?: unknown[][];
  records?: ServiceRecord[];
}

// Not Object.hasOwn: Safari has it only since 15.4, and old phones are the ones we serve.
const hasOwn = Object.prototype.hasOwnProperty;

/** A part as stored: its records' field names once, each record's values in their order. */
export function packServicePart({ part, records }: PartRecords): ServicePart {
  const keys: string[] = [];
  const known = new Set<string>();
  const counts = records.map((record) => {
    const own = Object.keys(record);
    for (const key of own) {
      if (known.has(key)) continue;
      known.add(key);
      keys.push(key);
    }
    return own.length;
  });
  const values = records.map((record, i) => {
    const fields = record as unknown as Record<string, unknown>;
    // A record with every field of the part (the usual case) is read by name; one without some
    // gets undefined in their place, never a value its prototype answers for the name.
    return counts[i] === keys.length
      ? keys.map((key) => fields[key])
      : keys.map((key) => (hasOwn.call(fields, key) ? fields[key] : undefined));
  });
  return { part, keys, values };
}

/** The records of a stored part (either form). */
export function recordsOfPart(row: ServicePart): ServiceRecord[] {
  if (row.records) return row.records;
  const keys = row.keys ?? [];
  return (row.values ?? []).map((values) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) if (values[i] !== undefined) record[keys[i]!] = values[i];
    return record as unknown as ServiceRecord;
  });
}

/** Whether a stored part holds no record (the writer deletes it). */
export const isEmptyPart = (row: ServicePart): boolean =>
  (row.values ?? row.records ?? []).length === 0;

/** The part a service's record is stored in (FNV-1a of its id). */
export function servicePartOf(id: string): number {
  return idPart(id, SERVICE_PARTS);
}

/** The parts these ids fall in, each once, in order. */
export function servicePartsOf(ids: Iterable<string>): number[] {
  return idPartsOf(ids, SERVICE_PARTS);
}

/**
 * The parts' records after a change: `stored` holds the current rows of the touched parts (missing
 * ones are empty). Deletes go first, so an id both deleted and upserted stays. A part left empty
 * is returned with no records (the caller deletes it).
 */
export function groupServiceParts(
  stored: readonly (ServicePart | undefined)[],
  deletes: readonly string[],
  upserts: readonly ServiceRecord[],
): PartRecords[] {
  const parts = new Map<number, Map<string, ServiceRecord>>();
  for (const row of stored)
    if (row)
      parts.set(
        row.part,
        new Map(recordsOfPart(row).map((r): [string, ServiceRecord] => [r.id, r])),
      );
  const partOf = (id: string) => {
    const part = servicePartOf(id);
    let records = parts.get(part);
    if (!records) parts.set(part, (records = new Map()));
    return records;
  };
  for (const id of deletes) partOf(id).delete(id);
  for (const record of upserts) partOf(record.id).set(record.id, record);
  return [...parts].map(([part, records]) => ({ part, records: [...records.values()] }));
}

/** The stored parts after a change (groupServiceParts, each part packed). */
export function changeServiceParts(
  stored: readonly (ServicePart | undefined)[],
  deletes: readonly string[],
  upserts: readonly ServiceRecord[],
): ServicePart[] {
  return groupServiceParts(stored, deletes, upserts).map(packServicePart);
}

/** The records of these ids, in order, from their parts (undefined where there is none). */
export function recordsIn(
  parts: readonly (ServicePart | undefined)[],
  ids: readonly string[],
): (ServiceRecord | undefined)[] {
  const byId = new Map<string, ServiceRecord>();
  for (const row of parts)
    if (row) for (const record of recordsOfPart(row)) byId.set(record.id, record);
  return ids.map((id) => byId.get(id));
}
