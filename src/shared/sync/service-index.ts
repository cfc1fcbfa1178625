// The compact rows the offline list reads at start (docs/sync.md, "Reading fast"): everything the
// home filters and sorts need, a few dozen bytes per service, so a cold start reads them all from
// IndexedDB in a fraction of what the whole records cost. Search text is kept apart and loaded
// when the person first searches.
import { CATEGORIES, SERVICE_TYPES, type Category, type ServiceType } from '@shared/domain/enums';
import { serviceSearchFields } from '@shared/domain/search-text';
import type { ServiceRecord } from './protocol';

export interface ServiceIndexEntry {
  id: string;
  types: ServiceType[];
  categories: Category[];
  lng: number;
  lat: number;
  likes: number;
  /** serviceSummary as written: the sub-filter buttons match their phrases in it. */
  summary: string;
  /** ISO time, for the newest-first order when no location is known. */
  createdAt: string;
  /** The schedule engine's inputs are in the full record; this says whether it needs them. */
  isContact: boolean;
}

/**
 * The folded text of docs/spec/product-spec.md §9's search fields (English and Spanish), its fields marked:
 * '<name>␟<summaries>␟<the rest>' (serviceSearchFields).
 */
export interface ServiceTextEntry {
  id: string;
  text: string;
}

export function indexEntryOf(record: ServiceRecord): ServiceIndexEntry {
  const [lng, lat] = record.location.coordinates;
  return {
    id: record.id,
    types: record.type,
    categories: record.category,
    lng,
    lat,
    likes: record.likes,
    summary: record.serviceSummary,
    createdAt: record.createdAt,
    isContact: record.isContact,
  };
}

export function textEntryOf(record: ServiceRecord): ServiceTextEntry {
  return { id: record.id, text: serviceSearchFields(record) };
}

/**
 * The whole index in one value (docs/sync.md, "Reading fast"): typed arrays and joined strings,
 * which IndexedDB reads back in a few milliseconds where 19,000 rows take most of a second on a
 * slow phone. Since local database version 5 it is the only copy of the index, rewritten in each
 * page's transaction: `cursor` is the page's.
 */
export interface ServiceIndexPack {
  cursor: string;
  count: number;
  /** Ids joined by '\n'. */
  ids: string;
  /** Bit i set: SERVICE_TYPES[i]. */
  types: Uint8Array;
  /** Bit i set: CATEGORIES[i]. */
  categories: Uint8Array;
  lng: Float64Array;
  lat: Float64Array;
  likes: Float64Array;
  /** Distinct summaries, and each service's place in that list. */
  summaries: string[];
  summaryOf: Uint32Array;
  /** ISO times joined by '\n'. */
  createdAt: string;
  isContact: Uint8Array;
}

function toBits<T>(values: readonly T[], all: readonly T[]): number {
  let bits = 0;
  for (const value of values) {
    const at = all.indexOf(value);
    if (at >= 0) bits |= 1 << at;
  }
  return bits;
}

/** One array per distinct bit set, shared by every row that has it (rows are read-only). */
function fromBits<T>(all: readonly T[]): (bits: number) => T[] {
  const cache = new Map<number, T[]>();
  return (bits) => {
    let values = cache.get(bits);
    if (!values) {
      values = all.filter((_, i) => (bits & (1 << i)) !== 0);
      cache.set(bits, values);
    }
    return values;
  };
}

/** The home list's default order, and every other order's tie-break: newest first, then by id. */
export function newestFirst(
  a: Pick<ServiceIndexEntry, 'createdAt' | 'id'>,
  b: Pick<ServiceIndexEntry, 'createdAt' | 'id'>,
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Packs the entries in the home list's default order (`newestFirst`): sorting the unpacked rows
 * (or any filtered part of them) again then takes one pass instead of a full sort.
 */
export function packServiceIndex(
  unordered: readonly ServiceIndexEntry[],
  cursor: string,
): ServiceIndexPack {
  const entries = [...unordered].sort(newestFirst);
  const count = entries.length;
  const pack: ServiceIndexPack = {
    cursor,
    count,
    ids: entries.map((e) => e.id).join('\n'),
    types: new Uint8Array(count),
    categories: new Uint8Array(count),
    lng: new Float64Array(count),
    lat: new Float64Array(count),
    likes: new Float64Array(count),
    summaries: [],
    summaryOf: new Uint32Array(count),
    createdAt: entries.map((e) => e.createdAt).join('\n'),
    isContact: new Uint8Array(count),
  };
  const summaryAt = new Map<string, number>();
  entries.forEach((e, i) => {
    pack.types[i] = toBits(e.types, SERVICE_TYPES);
    pack.categories[i] = toBits(e.categories, CATEGORIES);
    pack.lng[i] = e.lng;
    pack.lat[i] = e.lat;
    pack.likes[i] = e.likes;
    let at = summaryAt.get(e.summary);
    if (at === undefined) {
      at = pack.summaries.push(e.summary) - 1;
      summaryAt.set(e.summary, at);
    }
    pack.summaryOf[i] = at;
    pack.isContact[i] = e.isContact ? 1 : 0;
  });
  return pack;
}

/**
 * The pack after a change (docs/sync.md, "Reading fast"): the pack is the list index itself, kept
 * by every page's transaction. Deletes go first, so an id both deleted and upserted stays.
 */
export function changeServiceIndexPack(
  pack: ServiceIndexPack | undefined,
  deletes: readonly string[],
  upserts: readonly ServiceIndexEntry[],
  cursor: string,
): ServiceIndexPack {
  const byId = new Map(pack ? unpackServiceIndex(pack).map((e) => [e.id, e]) : []);
  for (const id of deletes) byId.delete(id);
  for (const entry of upserts) byId.set(entry.id, entry);
  return packServiceIndex([...byId.values()], cursor);
}

export function unpackServiceIndex(pack: ServiceIndexPack): ServiceIndexEntry[] {
  if (pack.count === 0) return [];
  const ids = pack.ids.split('\n');
  const createdAt = pack.createdAt.split('\n');
  const types = fromBits(SERVICE_TYPES);
  const categories = fromBits(CATEGORIES);
  const entries = new Array<ServiceIndexEntry>(pack.count);
  for (let i = 0; i < pack.count; i++) {
    entries[i] = {
      id: ids[i]!,
      types: types(pack.types[i]!),
      categories: categories(pack.categories[i]!),
      lng: pack.lng[i]!,
      lat: pack.lat[i]!,
      likes: pack.likes[i]!,
      summary: pack.summaries[pack.summaryOf[i]!]!,
      createdAt: createdAt[i]!,
      isContact: pack.isContact[i] === 1,
    };
  }
  return entries;
}
