import type { HsdsImportReport } from '@shared/api/hsds';
import type { Database } from '@server/db/client';
import { cityCentroid, zipCentroid } from '@server/db/queries/gazetteer';
import { findBySourceIds, takenIds } from '@server/db/queries/hsds-import';
import {
  insertService,
  updateService,
  type ServiceValues,
} from '@server/db/queries/service-writes';
import type { ServiceRow } from '@server/db/queries/services';
import { enqueueTranslation } from '@server/db/queries/translation-queue';
import { searchTextOf } from '@server/routes/services/service-input';
import { timeZoneAt } from '../geo/time-zone';
import { planSpanishOnSave } from '../translate/spanish-fields';
import { nameUuid } from './ids';
import type { ImportedListing } from './listing';

export interface SaveOptions {
  source: string;
  dryRun: boolean;
  approve: boolean;
  fallbackZone: string;
  translating: boolean;
  /**
   * Runs each short piece of database work (the database handle's paced lane in the server and
   * the CLI, docs/architecture.md "Paced statements"): an import on PGlite then keeps no other
   * request waiting for more than one piece.
   */
  lane?: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Listings written per transaction (and placed per lookup round): a transaction holds PGlite for
 * its whole length, and 200 listings in one held every other request ~4 s (bench:import).
 */
const WRITE_CHUNK = 10;

function chunksOf<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export const NO_LOCATION = 'no location';

interface Placed {
  lat: number;
  lng: number;
  approximate: boolean;
  missing: boolean;
}

/** The source's coordinates, else the offline gazetteer (ZIP, then city): never the network. */
async function place(db: Database, listing: ImportedListing): Promise<Placed> {
  if (listing.point)
    return { ...listing.point, approximate: listing.locationApproximate, missing: false };
  const { zip, city, state } = listing.columns;
  const found =
    (zip ? await zipCentroid(db, zip.slice(0, 5)) : null) ??
    (city && state ? await cityCentroid(db, city, state) : null);
  if (found) return { ...found, approximate: true, missing: false };
  return { lat: 0, lng: 0, approximate: false, missing: true };
}

const validDate = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date : null);

/** The stored columns an import decides; everything else (likes, owner, notes) stays as it is. */
function valuesOf(listing: ImportedListing, placed: Placed, options: SaveOptions) {
  return {
    ...listing.columns,
    lat: placed.lat,
    lng: placed.lng,
    timeZone: listing.timeZone ?? timeZoneAt(placed.lat, placed.lng, options.fallbackZone),
    locationApproximate: placed.approximate,
    source: options.source,
    sourceId: listing.sourceId,
  } satisfies Partial<ServiceValues>;
}

type Values = ReturnType<typeof valuesOf>;

/** JSON with sorted keys and no undefined: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined && x !== null)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Whether a re-import changes anything the import decides (idempotent re-import). */
function unchanged(row: ServiceRow, values: Values): boolean {
  return (Object.keys(values) as (keyof Values)[]).every(
    (key) => canonical(row[key]) === canonical(values[key]),
  );
}

function count(report: HsdsImportReport, listing: ImportedListing, placed: Placed) {
  const where = placed.missing ? 'missing' : placed.approximate ? 'approximate' : 'exact';
  report.locations[where] += 1;
  report.schedules.entries += listing.hours.entries;
  report.schedules.unreadable += listing.hours.unreadable;
  report.taxonomy.mapped += listing.terms.mapped;
}

/**
 * Saves a batch of listings, WRITE_CHUNK to a transaction, each through the lane, with the same
 * writes as any listing (insertService/updateService: sync rev, tombstones; search text; time
 * zone; Spanish queue).
 */
export async function saveListings(
  db: Database,
  listings: ImportedListing[],
  options: SaveOptions,
  report: HsdsImportReport,
): Promise<void> {
  const lane = options.lane ?? ((work) => work());
  const placed: Placed[] = [];
  for (const chunk of chunksOf(listings, WRITE_CHUNK))
    placed.push(...(await lane(() => Promise.all(chunk.map((l) => place(db, l))))));
  const existing = new Map(
    (
      await lane(() =>
        findBySourceIds(
          db,
          options.source,
          listings.map((l) => l.sourceId),
        ),
      )
    ).map((r) => [r.sourceId, r]),
  );
  const taken = await lane(() =>
    takenIds(
      db,
      listings.filter((l) => !existing.has(l.sourceId)).map((l) => l.id),
    ),
  );
  const write = async (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0] | null,
    from: number,
    chunk: ImportedListing[],
  ) => {
    for (const [offset, listing] of chunk.entries()) {
      const where = placed[from + offset]!;
      count(report, listing, where);
      if (where.missing) {
        report.problems.push({
          file: listing.file,
          row: listing.row,
          id: listing.sourceId,
          reason: NO_LOCATION,
        });
      }
      const values = valuesOf(listing, where, options);
      const before = existing.get(listing.sourceId) ?? null;
      const publish = options.approve && !where.missing && !listing.unpublished;
      if (before && unchanged(before, values) && (!publish || before.isApproved)) {
        report.services.unchanged += 1;
        continue;
      }
      report.services[before ? 'updated' : 'created'] += 1;
      if (!tx) continue;
      const spanish = planSpanishOnSave(before, values, options.translating);
      const searchText = searchTextOf(
        { ...before, ...values, ...spanish.values },
        before?.userEmail ?? null,
      );
      const bedsObservedAt =
        validDate(listing.bedsObservedAt) ?? (values.totalBeds ? new Date() : null);
      const approved =
        where.missing || listing.unpublished ? false : publish || (before?.isApproved ?? false);
      const common = {
        ...values,
        ...spanish.values,
        searchText,
        bedsObservedAt,
        isApproved: approved,
        approvedAt: approved ? (before?.approvedAt ?? new Date()) : null,
      };
      const saved = before
        ? await updateService(tx, before.id, common)
        : await insertService(tx, {
            ...common,
            id: taken.has(listing.id)
              ? nameUuid(`${options.source}\u0000${listing.sourceId}`)
              : listing.id,
            comment: where.missing ? NO_LOCATION : null,
          });
      if (saved && spanish.queue) await enqueueTranslation(tx, saved.id);
    }
  };
  for (const [n, chunk] of chunksOf(listings, WRITE_CHUNK).entries()) {
    const from = n * WRITE_CHUNK;
    if (options.dryRun) await write(null, from, chunk);
    else await lane(() => db.transaction((tx) => write(tx, from, chunk)));
  }
}
