import { readFile } from 'node:fs/promises';
import { capacityOf } from './capacity';
import { readExtension } from './extension';
import { cleanText, numberOrNull, type SourceLocation, type SourceService } from './model';
import { NotHsdsError } from './package-reader';
import { mergeHours, readHsdsSchedules, type HsdsSchedule, type ReadHours } from './schedules-in';
import type { SourceTerm } from './taxonomy-in';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

/** HSDS 3 JSON: one compiled service, an array of them, or a Page `{contents: [...]}`. */
export async function readJsonServices(file: string): Promise<Json[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new NotHsdsError('This file is not valid JSON.');
  }
  const items = Array.isArray(parsed)
    ? parsed
    : isObject(parsed) && Array.isArray(parsed['contents'])
      ? parsed['contents']
      : [parsed];
  const services = items.filter(isObject);
  if (services.length === 0 || !services.some((s) => 'name' in s && 'id' in s)) {
    throw new NotHsdsError('This is no HSDS JSON: expected a service, a list or a Page of them.');
  }
  return services;
}

const phonesOf = (v: unknown) =>
  list(v).flatMap((p) => {
    const number = cleanText(text(p['number']));
    const ext = text(p['extension']);
    return number ? [ext ? `${number} x${ext}` : number] : [];
  });

/**
 * A compiled service repeats a schedule under the service, its service_at_location and the
 * location: each schedule id counts once, at the first place it appears.
 */
function hoursOf(v: unknown, seen: Set<string>): ReadHours | null {
  const rows = list(v).filter((row) => {
    const id = text(row['id']);
    if (!id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }) as HsdsSchedule[];
  return rows.length ? readHsdsSchedules(rows) : null;
}

function locationOf(sal: Json, seen: Set<string>): SourceLocation {
  const location = isObject(sal['location']) ? sal['location'] : {};
  const addresses = list(location['addresses']);
  const address = addresses.find((a) => a['address_type'] !== 'postal') ?? addresses[0];
  const lat = numberOrNull(text(location['latitude']));
  const lng = numberOrNull(text(location['longitude']));
  const hours = [hoursOf(sal['schedules'], seen), hoursOf(location['schedules'], seen)].filter(
    (h): h is ReadHours => h !== null,
  );
  return {
    id: text(sal['id']) ?? text(location['id']) ?? '',
    name: cleanText(text(location['name'])) || null,
    lat: lat !== null && Math.abs(lat) <= 90 && lat !== 0 ? lat : null,
    lng: lng !== null && Math.abs(lng) <= 180 && lng !== 0 ? lng : null,
    address: address
      ? {
          address1: cleanText(text(address['address_1'])),
          address2: cleanText(text(address['address_2'])) || null,
          city: cleanText(text(address['city'])),
          state: cleanText(text(address['state_province'])),
          zip: cleanText(text(address['postal_code'])),
          country: text(address['country']),
        }
      : null,
    phones: [...phonesOf(sal['phones']), ...phonesOf(location['phones'])],
    hours: hours.length ? mergeHours(...hours) : null,
  };
}

function termsOf(service: Json): SourceTerm[] {
  return list(service['attributes']).map((a) => {
    const term = isObject(a['taxonomy_term']) ? a['taxonomy_term'] : {};
    return { code: text(term['code']) ?? text(a['taxonomy_term_id']), name: text(term['name']) };
  });
}

export function jsonService(service: Json, index: number): SourceService {
  const seen = new Set<string>();
  const serviceHours = hoursOf(service['schedules'], seen);
  const org = isObject(service['organization']) ? service['organization'] : null;
  return {
    file: 'JSON',
    row: index + 1,
    id: text(service['id']) ?? '',
    name: cleanText(text(service['name'])),
    description: cleanText(text(service['description'])),
    url: text(service['url']),
    email: text(service['email']),
    status: text(service['status']),
    fees: cleanText(text(service['fees_description'])) || null,
    eligibility: cleanText(text(service['eligibility_description'])) || null,
    organization: org
      ? {
          name: cleanText(text(org['name'])),
          description: cleanText(text(org['description'])) || null,
          url: text(org['website']),
          email: text(org['email']),
        }
      : null,
    organizationId: text(service['organization_id']),
    phones: phonesOf(service['phones']),
    languages: list(service['languages']).flatMap((l) => text(l['name']) ?? []),
    terms: termsOf(service),
    hours: serviceHours,
    locations: list(service['service_at_locations']).map((sal) => locationOf(sal, seen)),
    extension: readExtension(service['x_refugio']),
    capacity: capacityOf(list(service['service_capacity'])),
  };
}
