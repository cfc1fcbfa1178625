// The compact rows the offline list reads at start (docs/sync.md, "Reading fast"): everything the
// home filters and sorts need, a few dozen bytes per service, so a cold start reads them all from
// IndexedDB in a fraction of what the whole records cost. Search text is kept apart and loaded
// when the person first searches.
import type { Category, ServiceType } from '../domain/enums';
import { serviceSearchText } from '../domain/search-text';
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

/** The folded text of product-spec §9's default search fields (English and Spanish). */
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
  return { id: record.id, text: serviceSearchText(record) };
}
