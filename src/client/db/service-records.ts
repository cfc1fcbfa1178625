// The only way to read the mirror's whole service records (docs/sync.md, "Records in parts"):
// since local database version 6 they are stored SERVICE_PARTS to a row, a service's row chosen by
// a hash of its id (src/shared/sync/service-parts.ts), so nothing else knows the layout. Reads run
// on a `Mirror` (with or without Dexie, db/mirror.ts). The writes are in service-record-writes.ts,
// apart so that the first screen's reads do not carry them (npm run check:bundle).
import {
  recordsIn,
  recordsOfPart,
  servicePartsOf,
  type ServicePart,
} from '@shared/sync/service-parts';
import type { LocalService } from './database';
import { asMirror, type MirrorSource, type MirrorTable, type MirrorTx } from './mirror';

/** The store the records live in: name it in a transaction's tables (`db.serviceParts`). */
export const SERVICES_STORE = 'serviceParts' satisfies MirrorTable;

/** The records of these ids, in order (undefined where the mirror has none), in `tx`. */
export async function readServices(
  tx: MirrorTx,
  ids: readonly string[],
): Promise<(LocalService | undefined)[]> {
  if (ids.length === 0) return [];
  const parts = await tx.get<ServicePart>(SERVICES_STORE, servicePartsOf(ids));
  return recordsIn(parts, ids);
}

/** Every record of the mirror, in `tx` (the chatbot's offline search; a legacy banner scan). */
export async function readAllServices(tx: MirrorTx): Promise<LocalService[]> {
  const parts = await tx.all<ServicePart>(SERVICES_STORE);
  return parts.flatMap(recordsOfPart);
}

/** The records of these ids, in order; undefined where the mirror has none. */
export function getServices(
  source: MirrorSource,
  ids: readonly string[],
): Promise<(LocalService | undefined)[]> {
  return asMirror(source).read([SERVICES_STORE], (tx) => readServices(tx, ids));
}

/** One record, or undefined when the mirror does not hold it. */
export async function getService(
  source: MirrorSource,
  id: string,
): Promise<LocalService | undefined> {
  return (await getServices(source, [id]))[0];
}

/** Every record of the mirror. */
export function allServices(source: MirrorSource): Promise<LocalService[]> {
  return asMirror(source).read([SERVICES_STORE], readAllServices);
}

/** How many records the mirror holds. */
export async function countServices(source: MirrorSource): Promise<number> {
  return (await allServices(source)).length;
}
