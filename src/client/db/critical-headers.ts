import type { ServiceRecord } from '@shared/sync/protocol';
import { newestFirst } from '@shared/sync/service-index';
import type { LocalMeta, LocalService, RefugioDb } from './database';
import { dexieTx, type MirrorTx } from './mirror';
import { readAllServices, readServices } from './service-records';

/**
 * What the pull keeps in `meta.criticalHeads` of each service with a critical header, so a start
 * chooses the banners without reading every such record (359 whole records took ~60 ms of a cold
 * start at 4× CPU, for at most 20 banners).
 */
export interface CriticalHead {
  id: string;
  createdAt: string;
  /** Epoch ms the banner stops being shown; null: it never expires. */
  until: number | null;
}

/**
 * How many banners a read returns at most: the carousel shows 20 (docs/spec/product-spec.md §9); the others
 * stand in for banners that expire while the app stays open, until the next read.
 */
export const CRITICAL_READ_LIMIT = 40;

/**
 * The head of a record that shows a banner at some time, else null: its banner never expires, or
 * expires at a readable time (the carousel's rule too, features/services/lib/critical.ts).
 */
export function criticalHeadOf(service: ServiceRecord): CriticalHead | null {
  if (!service.isCriticalHeader) return null;
  if (service.isCriticalNeverExpire)
    return { id: service.id, createdAt: service.createdAt, until: null };
  const until = service.criticalExpiredAt ? Date.parse(service.criticalExpiredAt) : NaN;
  return Number.isFinite(until) ? { id: service.id, createdAt: service.createdAt, until } : null;
}

const isHeads = (value: unknown): value is CriticalHead[] =>
  Array.isArray(value) && value.every((head) => typeof head === 'object' && head !== null);

/** The banners' heads of a mirror: kept by the pull, else built once from the records. */
export async function readCriticalHeads(db: RefugioDb): Promise<CriticalHead[]> {
  const tx = dexieTx(db);
  const [heads, ids] = await tx.get<LocalMeta>('meta', ['criticalHeads', 'criticalIds']);
  if (isHeads(heads?.value)) return heads.value;
  const records = await legacyCriticalRecords(tx, ids?.value);
  return records.map(criticalHeadOf).filter((head): head is CriticalHead => head !== null);
}

/**
 * The services whose banner shows at `now`, newest first, at most CRITICAL_READ_LIMIT, from the
 * values of `meta.criticalHeads` and `meta.criticalIds` (read with the index, catalog.ts). The
 * caller checks the expiry again with its minute clock, so the passing of time never re-reads
 * IndexedDB. A mirror stored before the pull kept heads uses its older list of ids, or is scanned
 * (booleans cannot be IndexedDB keys), until its next pull.
 */
export async function criticalHeadersOf(
  tx: MirrorTx,
  heads: unknown,
  legacyIds: unknown,
  now = Date.now(),
): Promise<LocalService[]> {
  if (!isHeads(heads)) return legacyCriticalRecords(tx, legacyIds);
  const shown = heads
    .filter((head) => head.until === null || head.until > now)
    .sort(newestFirst)
    .slice(0, CRITICAL_READ_LIMIT);
  const rows = await readServices(
    tx,
    shown.map((head) => head.id),
  );
  return rows.filter((row): row is LocalService => row !== undefined);
}

async function legacyCriticalRecords(tx: MirrorTx, ids: unknown): Promise<LocalService[]> {
  if (!Array.isArray(ids))
    return (await readAllServices(tx)).filter((service) => service.isCriticalHeader);
  const rows = await readServices(tx, ids as string[]);
  return rows.filter((row): row is LocalService => row !== undefined);
}
