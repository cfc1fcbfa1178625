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

/** One stored part: the records of the services whose id falls in it. */
export interface ServicePart {
  part: number;
  records: ServiceRecord[];
}

/** The part a service's record is stored in (FNV-1a of its id). */
export function servicePartOf(id: string): number {
  return idPart(id, SERVICE_PARTS);
}

/** The parts these ids fall in, each once, in order. */
export function servicePartsOf(ids: Iterable<string>): number[] {
  return idPartsOf(ids, SERVICE_PARTS);
}

/**
 * The parts after a change: `stored` holds the current rows of the touched parts (missing ones
 * are empty). Deletes go first, so an id both deleted and upserted stays. A part left empty is
 * returned with no records (the caller deletes it).
 */
export function changeServiceParts(
  stored: readonly (ServicePart | undefined)[],
  deletes: readonly string[],
  upserts: readonly ServiceRecord[],
): ServicePart[] {
  const parts = new Map<number, Map<string, ServiceRecord>>();
  for (const row of stored)
    if (row)
      parts.set(row.part, new Map(row.records.map((r): [string, ServiceRecord] => [r.id, r])));
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

/** The records of these ids, in order, from their parts (undefined where there is none). */
export function recordsIn(
  parts: readonly (ServicePart | undefined)[],
  ids: readonly string[],
): (ServiceRecord | undefined)[] {
  const byId = new Map<string, ServiceRecord>();
  for (const row of parts) if (row) for (const record of row.records) byId.set(record.id, record);
  return ids.map((id) => byId.get(id));
}
