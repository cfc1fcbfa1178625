import { capacityOf } from './capacity';
import { readExtension } from './extension';
import {
  cell,
  cleanText,
  type ProblemSink,
  type SourceLocation,
  type SourceService,
} from './model';
import type { TabularPackage } from './package-reader';
import {
  mergeHours,
  readHolidaySchedules,
  readHsdsSchedules,
  readRegularSchedules,
  type ReadHours,
} from './schedules-in';
import { indexTabular, type TabularIndex } from './tabular-index';

/** Every schedule form linked to one key (`s:`, `l:` or `a:` + id), or null when none is. */
function hoursOf(ix: TabularIndex, key: string): ReadHours | null {
  const parts = [
    readHsdsSchedules(ix.schedules.get(key) ?? []),
    readRegularSchedules(ix.regular.get(key) ?? []),
    readHolidaySchedules(ix.holiday.get(key) ?? []),
  ];
  const hours = mergeHours(...parts);
  return hours.entries > 0 ? hours : null;
}

function locationsOf(ix: TabularIndex, serviceId: string): SourceLocation[] {
  return (ix.serviceLocations.get(serviceId) ?? []).map(({ id, locationId }) => {
    const location = ix.locations.get(locationId);
    return {
      id,
      name: location?.name ?? null,
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
      address: ix.addresses.get(locationId) ?? null,
      phones: [...(ix.phones.get(`a:${id}`) ?? []), ...(ix.phones.get(`l:${locationId}`) ?? [])],
      hours:
        hoursOf(ix, `a:${id}`) ??
        hoursOf(ix, `sl:${serviceId}|${locationId}`) ??
        hoursOf(ix, `l:${locationId}`),
    };
  });
}

/**
 * The services of a tabular package (HSDS 3.0 CSV or 1.x/2.x), one at a time: the side tables
 * are indexed first, then `services.csv` is streamed. A row without an id is a problem line.
 */
export async function* tabularServices(
  pkg: TabularPackage,
  notes: ProblemSink,
): AsyncIterable<SourceService> {
  const ix = await indexTabular(pkg);
  for await (const { row, line } of pkg.rows('services')) {
    const id = cell(row, 'id');
    const name = cleanText(cell(row, 'name'));
    if (!id || !name) {
      notes.skip({ file: 'services.csv', row: line, id, reason: id ? 'no name' : 'empty id' });
      continue;
    }
    const organizationId = cell(row, 'organization_id');
    const organization = organizationId ? (ix.organizations.get(organizationId) ?? null) : null;
    if (organizationId && !organization) {
      notes.problem({
        file: 'services.csv',
        row: line,
        id,
        reason: `organization ${organizationId} not found`,
      });
    }
    yield {
      file: 'services.csv',
      row: line,
      id,
      name,
      description: cleanText(cell(row, 'description')),
      url: cell(row, 'url'),
      email: cell(row, 'email'),
      status: cell(row, 'status'),
      fees: cleanText(cell(row, 'fees_description', 'fees')) || null,
      eligibility:
        [cleanText(cell(row, 'eligibility_description')), ...(ix.eligibility.get(id) ?? [])]
          .filter(Boolean)
          .join('; ') || null,
      organization,
      organizationId,
      phones: ix.phones.get(`s:${id}`) ?? [],
      languages: ix.languages.get(`s:${id}`) ?? [],
      terms: (ix.serviceTerms.get(id) ?? []).map(
        (termId) => ix.terms.get(termId) ?? { code: termId },
      ),
      hours: hoursOf(ix, `s:${id}`),
      locations: locationsOf(ix, id),
      extension: readExtension(row['x_refugio']),
      capacity: capacityOf(ix.capacity.get(id) ?? []),
    };
  }
}
