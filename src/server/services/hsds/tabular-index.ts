import { cell, cleanText, numberOrNull, type CsvRow, type SourceAddress } from './model';
import type { TabularPackage } from './package-reader';
import type { HolidaySchedule, HsdsSchedule, RegularSchedule } from './schedules-in';
import type { SourceTerm } from './taxonomy-in';

/**
 * The side tables of a tabular package, read once (streamed) into compact lookups keyed by the
 * ids services point to: only the fields a listing uses are kept, never whole rows.
 */
export interface TabularIndex {
  organizations: Map<
    string,
    { name: string; description: string | null; url: string | null; email: string | null }
  >;
  locations: Map<string, { name: string | null; lat: number | null; lng: number | null }>;
  addresses: Map<string, SourceAddress>;
  serviceLocations: Map<string, { id: string; locationId: string }[]>;
  phones: Map<string, string[]>;
  schedules: Map<string, HsdsSchedule[]>;
  regular: Map<string, RegularSchedule[]>;
  holiday: Map<string, HolidaySchedule[]>;
  languages: Map<string, string[]>;
  eligibility: Map<string, string[]>;
  terms: Map<string, SourceTerm>;
  serviceTerms: Map<string, string[]>;
  capacity: Map<string, CsvRow[]>;
}

const push = <T>(map: Map<string, T[]>, key: string | null, value: T) => {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Keys of what a row is linked to: `s:` service, `l:` location, `a:` service at location. */
const linkKeys = (row: CsvRow): string[] =>
  [
    ['s:', cell(row, 'service_id')],
    ['l:', cell(row, 'location_id')],
    ['a:', cell(row, 'service_at_location_id')],
  ].flatMap(([prefix, id]) => (id ? [`${prefix}${id}`] : []));

/**
 * The one key a schedule row belongs to, the most specific it names (a row often names its
 * service, location and service-at-location together: it must count once).
 */
export function scheduleKey(row: CsvRow): string | null {
  const sal = cell(row, 'service_at_location_id');
  const service = cell(row, 'service_id');
  const location = cell(row, 'location_id');
  if (sal) return `a:${sal}`;
  if (service && location) return `sl:${service}|${location}`;
  if (service) return `s:${service}`;
  return location ? `l:${location}` : null;
}

const latLng = (text: string | null, limit: number) => {
  const n = numberOrNull(text);
  return n !== null && Math.abs(n) <= limit && n !== 0 ? n : null;
};

async function each(pkg: TabularPackage, tables: string[], use: (row: CsvRow) => void) {
  for (const table of tables) {
    if (!pkg.tables.has(table)) continue;
    for await (const { row } of pkg.rows(table)) use(row);
  }
}

export async function indexTabular(pkg: TabularPackage): Promise<TabularIndex> {
  const ix: TabularIndex = {
    organizations: new Map(),
    locations: new Map(),
    addresses: new Map(),
    serviceLocations: new Map(),
    phones: new Map(),
    schedules: new Map(),
    regular: new Map(),
    holiday: new Map(),
    languages: new Map(),
    eligibility: new Map(),
    terms: new Map(),
    serviceTerms: new Map(),
    capacity: new Map(),
  };
  await each(pkg, ['organizations'], (row) => {
    const id = cell(row, 'id');
    if (!id) return;
    ix.organizations.set(id, {
      name: cleanText(cell(row, 'name')),
      description: cleanText(cell(row, 'description')) || null,
      url: cell(row, 'website', 'url'),
      email: cell(row, 'email'),
    });
  });
  await each(pkg, ['locations'], (row) => {
    const id = cell(row, 'id');
    if (!id) return;
    ix.locations.set(id, {
      name: cleanText(cell(row, 'name')) || null,
      lat: latLng(cell(row, 'latitude'), 90),
      lng: latLng(cell(row, 'longitude'), 180),
    });
  });
  await each(pkg, ['addresses', 'physical_addresses'], (row) => {
    const locationId = cell(row, 'location_id');
    const type = (cell(row, 'address_type') ?? 'physical').toLowerCase();
    if (!locationId || (type !== 'physical' && ix.addresses.has(locationId))) return;
    ix.addresses.set(locationId, {
      address1: cleanText(cell(row, 'address_1', 'address')),
      address2: cleanText(cell(row, 'address_2')) || null,
      city: cleanText(cell(row, 'city')),
      state: cleanText(cell(row, 'state_province', 'state')),
      zip: cleanText(cell(row, 'postal_code', 'zip')),
      country: cell(row, 'country'),
    });
  });
  await each(pkg, ['service_at_location', 'services_at_location'], (row) => {
    const serviceId = cell(row, 'service_id');
    const locationId = cell(row, 'location_id');
    if (!serviceId || !locationId) return;
    push(ix.serviceLocations, serviceId, { id: cell(row, 'id') ?? locationId, locationId });
  });
  await each(pkg, ['phones'], (row) => {
    const number = cleanText(cell(row, 'number'));
    const ext = cell(row, 'extension');
    if (!number) return;
    for (const key of linkKeys(row)) push(ix.phones, key, ext ? `${number} x${ext}` : number);
  });
  await each(pkg, ['schedules'], (row) => {
    push(ix.schedules, scheduleKey(row), row);
  });
  await each(pkg, ['regular_schedules'], (row) => {
    push(ix.regular, scheduleKey(row), row);
  });
  await each(pkg, ['holiday_schedules'], (row) => {
    push(ix.holiday, scheduleKey(row), row);
  });
  await each(pkg, ['languages'], (row) => {
    const name = cell(row, 'name', 'language');
    if (name) for (const key of linkKeys(row)) push(ix.languages, key, name);
  });
  await each(pkg, ['eligibility'], (row) => {
    const text = cleanText(cell(row, 'eligibility', 'description'));
    if (text) push(ix.eligibility, cell(row, 'service_id'), text);
  });
  await each(pkg, ['taxonomy_terms', 'taxonomy'], (row) => {
    const id = cell(row, 'id');
    if (id) ix.terms.set(id, { code: cell(row, 'code') ?? id, name: cell(row, 'name') });
  });
  await each(pkg, ['attributes'], (row) => {
    const entity = (cell(row, 'link_entity', 'link_type') ?? 'service').toLowerCase();
    if (entity !== 'service') return;
    push(ix.serviceTerms, cell(row, 'link_id'), cell(row, 'taxonomy_term_id') ?? '');
  });
  await each(pkg, ['services_taxonomy', 'service_attributes'], (row) => {
    const termId = cell(row, 'taxonomy_term_id', 'taxonomy_id') ?? '';
    if (termId && !ix.terms.has(termId)) {
      ix.terms.set(termId, { code: termId, name: cell(row, 'taxonomy_detail') });
    }
    push(ix.serviceTerms, cell(row, 'service_id'), termId);
  });
  await each(pkg, ['service_capacity'], (row) => push(ix.capacity, cell(row, 'service_id'), row));
  return ix;
}
