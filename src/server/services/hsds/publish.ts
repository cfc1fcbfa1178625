import type { ServiceWireRow } from '@server/db/queries/services';
import { countryCode } from './country';
import { EXTENSION, type RefugioExtension, type ServiceCapacity } from './extension';
import { partId } from './ids';
import { hsdsSchedules } from './schedules-out';
import { termOf } from './taxonomy-out';

/** HSDS 3 fields are typed without null: an absent value is left out, never sent as null. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;
}

/**
 * A listing has no organisation of its own: it stands for itself (same id as the service), so
 * `organization_id` filters and links stay stable.
 */
function organizationOf(row: ServiceWireRow) {
  return compact({
    id: row.id,
    name: row.name,
    description: row.serviceSummary || row.description || row.name,
    website: row.website,
    email: row.contactEmail,
  });
}

/** The one-to-one fields (the `service_list` shape of the HSDS 3.0 API). */
export function hsdsServiceListItem(row: ServiceWireRow) {
  return compact({
    id: row.id,
    organization_id: row.id,
    name: row.name,
    description: row.description,
    url: row.website,
    email: row.contactEmail,
    status: 'active',
    eligibility_description: row.age,
    last_modified: row.updatedAt.toISOString(),
    organization: organizationOf(row),
  });
}

/** `minimal=true`: the id and when it last changed, plus what the schema requires. */
export function hsdsServiceMinimal(row: Pick<ServiceWireRow, 'id' | 'name' | 'updatedAt'>) {
  return {
    id: row.id,
    name: row.name,
    status: 'active',
    last_modified: row.updatedAt.toISOString(),
  };
}

function locationOf(row: ServiceWireRow) {
  const locationId = partId(row.id, 'location');
  return compact({
    id: locationId,
    location_type: 'physical',
    name: row.name,
    latitude: row.lat,
    longitude: row.lng,
    addresses: [
      compact({
        id: partId(row.id, 'address'),
        location_id: locationId,
        address_1: row.address1,
        address_2: row.address2,
        city: row.city,
        state_province: row.state,
        postal_code: row.zip,
        country: countryCode(row.country),
        address_type: 'physical',
      }),
    ],
  });
}

export function extensionOf(row: ServiceWireRow): RefugioExtension {
  return {
    version: 1,
    types: row.type,
    categories: row.category,
    service_summary: row.serviceSummary,
    service_summary_es: row.serviceSummaryEs,
    description_es: row.descriptionEs,
    age_es: row.ageEs,
    time_zone: row.timeZone,
    schedules: [...row.schedules],
    close_schedules: [...row.closeSchedules],
    is_contact: row.isContact,
    is_low_barrier: row.isLowBarrier,
    is_allowed_pet: row.isAllowedPet,
    location_approximate: row.locationApproximate,
    hours_text: row.hoursText,
  };
}

/** Beds as HSDS 3.1 `service_capacity` (docs/hsds.md); none for a listing without beds. */
export function capacityOf(row: ServiceWireRow): ServiceCapacity[] {
  if (row.totalBeds <= 0) return [];
  return [
    {
      id: partId(row.id, 'capacity'),
      service_id: row.id,
      unit: { id: partId(row.id, 'unit:bed'), name: 'bed' },
      available: row.availableBeds,
      maximum: row.totalBeds,
      updated: (row.bedsObservedAt ?? row.updatedAt).toISOString(),
    },
  ];
}

/**
 * The full HSDS 3.0 service of a public listing. Only public fields: never the owner, the
 * comment, the search text or who counted the beds.
 */
export function hsdsService(row: ServiceWireRow) {
  const location = locationOf(row);
  const attributes = [
    ...row.type.map((code) => ['type', code] as const),
    ...row.category.map((code) => ['category', code] as const),
  ].map(([kind, code]) => {
    const term = termOf(kind, code);
    return {
      id: partId(row.id, `attribute:${kind}:${code}`),
      link_id: row.id,
      link_type: kind,
      link_entity: 'service',
      taxonomy_term_id: term.id,
      taxonomy_term: term,
    };
  });
  return {
    ...hsdsServiceListItem(row),
    phones: row.phone
      ? [{ id: partId(row.id, 'phone'), service_id: row.id, number: row.phone }]
      : [],
    schedules: hsdsSchedules(row.id, row.schedules),
    service_at_locations: [
      {
        id: partId(row.id, 'service_at_location'),
        service_id: row.id,
        location_id: location.id,
        location,
      },
    ],
    languages: [],
    attributes,
    service_capacity: capacityOf(row),
    [EXTENSION]: extensionOf(row),
  };
}
