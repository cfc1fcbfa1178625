import { CATEGORIES, type Category, type ServiceType } from '@shared/domain/enums';
import type { ScheduleEntry } from '@shared/schedule/types';
import { countryName } from './country';
import { isUuid, listingIdOf, nameUuid } from './ids';
import type { SourceLocation, SourceService } from './model';
import { mergeHours, type ReadHours } from './schedules-in';
import { mapTerms, type TaxonomyMap } from './taxonomy-in';

/** One listing to save: what the source says, in our columns, before placing and saving. */
export interface ImportedListing {
  id: string;
  source: string;
  sourceId: string;
  file: string;
  row: number | null;
  point: { lat: number; lng: number } | null;
  timeZone: string | null;
  locationApproximate: boolean;
  /** Left out of public lists until someone looks (inactive or temporarily closed at source). */
  unpublished: boolean;
  columns: {
    name: string;
    description: string;
    descriptionEs: string | null;
    serviceSummary: string;
    serviceSummaryEs: string | null;
    type: ServiceType[];
    category: Category[];
    age: string | null;
    ageEs: string | null;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone: string | null;
    contactEmail: string | null;
    website: string | null;
    schedules: ScheduleEntry[];
    closeSchedules: ScheduleEntry[];
    hoursText: string | null;
    isContact: boolean;
    isLowBarrier: boolean;
    isAllowedPet: boolean;
    totalBeds: number;
    availableBeds: number;
  };
  bedsObservedAt: Date | null;
  hours: { entries: number; unreadable: number };
  terms: { mapped: number; unmapped: string[] };
}

const joinText = (...parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join('\n\n');

function hoursFor(service: SourceService, location: SourceLocation | null): ReadHours {
  const parts = [service.hours, location?.hours].filter((h): h is ReadHours => h !== null);
  return mergeHours(...parts);
}

function idsFor(
  source: string,
  service: SourceService,
  location: SourceLocation | null,
  many: boolean,
) {
  if (!many || !location) return { sourceId: service.id, id: listingIdOf(source, service.id) };
  const sourceId = `${service.id}/${location.id}`;
  const id = isUuid(location.id)
    ? location.id.toLowerCase()
    : nameUuid(`${source}\u0000${sourceId}`);
  return { sourceId, id };
}

/**
 * One listing per service at a location (or one for a service with one location or none). What
 * HSDS cannot say comes from our `x_refugio` extension when the source is an export of ours.
 */
export function listingsOf(
  source: string,
  service: SourceService,
  map: TaxonomyMap,
): ImportedListing[] {
  const many = service.locations.length > 1;
  const locations = service.locations.length ? service.locations : [null];
  const mapped = mapTerms(map, service.terms);
  const ext = service.extension;
  const status = (service.status ?? 'active').toLowerCase();
  return locations.map((location) => {
    const hours = hoursFor(service, location);
    const schedules = ext ? ext.schedules : hours.schedules;
    const closeSchedules = [
      ...(ext ? ext.close_schedules : hours.closeSchedules),
      ...(status === 'defunct' && !ext ? [{ type: 'PERMANENTLY_CLOSED' as const }] : []),
    ];
    const hoursText = ext ? (ext.hours_text ?? null) : hours.unreadable.join('; ') || null;
    const address = location?.address;
    const summary = ext ? ext.service_summary : mapped.subFilters.join(', ');
    const name =
      many && location?.name && location.name !== service.name
        ? `${service.name} (${location.name})`
        : service.name;
    const capacity = service.capacity;
    return {
      ...idsFor(source, service, location, many),
      source,
      file: service.file,
      row: service.row,
      point:
        location && location.lat !== null && location.lng !== null
          ? { lat: location.lat, lng: location.lng }
          : null,
      timeZone: ext?.time_zone ?? null,
      locationApproximate: ext?.location_approximate ?? false,
      unpublished: status === 'inactive' || status === 'temporarily closed',
      columns: {
        name,
        description: joinText(
          service.description || service.organization?.description,
          service.fees && `Fees: ${service.fees}`,
          !ext && service.languages.length ? `Languages: ${service.languages.join(', ')}` : null,
        ),
        descriptionEs: ext?.description_es ?? null,
        serviceSummary: summary,
        serviceSummaryEs: ext?.service_summary_es ?? null,
        type: ext ? ext.types : mapped.types.length ? mapped.types : ['RESOURCES'],
        category: ext
          ? ext.categories
          : mapped.categories.length
            ? mapped.categories
            : [...CATEGORIES],
        age: service.eligibility,
        ageEs: ext?.age_es ?? null,
        address1: address?.address1 ?? '',
        address2: address?.address2 ?? null,
        city: address?.city ?? '',
        state: address?.state ?? '',
        zip: address?.zip ?? '',
        country: countryName(address?.country),
        phone: location?.phones[0] ?? service.phones[0] ?? null,
        contactEmail: service.email ?? service.organization?.email ?? null,
        website: service.url ?? service.organization?.url ?? null,
        schedules,
        closeSchedules,
        hoursText,
        // No opening hours we could read: "call for hours" rather than "Closed".
        isContact: ext ? ext.is_contact : schedules.length === 0,
        isLowBarrier: ext?.is_low_barrier ?? false,
        isAllowedPet: ext?.is_allowed_pet ?? false,
        totalBeds: capacity?.maximum ?? 0,
        availableBeds: capacity?.available ?? 0,
      },
      bedsObservedAt: capacity?.updated ? new Date(capacity.updated) : null,
      hours: { entries: hours.entries, unreadable: hours.unreadable.length },
      terms: {
        mapped: service.terms.length - mapped.unmapped.length,
        unmapped: ext ? [] : mapped.unmapped,
      },
    } satisfies ImportedListing;
  });
}
