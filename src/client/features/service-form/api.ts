import type { z } from 'zod';
import { countryList } from '@shared/api/places';
import { serviceRecord, type ServiceRecord } from '@shared/api/service';
import type { ServiceBody } from '@shared/validation/service';
import { authedRequest } from '@client/lib/api-client';

/** GET /api/services/:id, which the form edits: the one service record (src/shared/api/service.ts). */
export const editableService = serviceRecord;
export type EditableService = ServiceRecord;

const savedService = serviceRecord.pick({ id: true });

export function loadService(id: string): Promise<EditableService> {
  return authedRequest(`/services/${encodeURIComponent(id)}`, editableService);
}

/** POST a new service, or PUT the whole of an existing one (docs/api/services.md). */
export function saveService(id: string | null, body: ServiceBody): Promise<{ id: string }> {
  return authedRequest(id ? `/services/${encodeURIComponent(id)}` : '/services', savedService, {
    method: id ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const reviewedService = serviceRecord.pick({ id: true, spanishMachine: true });
type ReviewedService = z.infer<typeof reviewedService>;

/** An administrator read the Spanish: it is a person's text now (docs/translation.md). */
export function markSpanishReviewed(id: string): Promise<ReviewedService> {
  return authedRequest(`/services/${encodeURIComponent(id)}/spanish-reviewed`, reviewedService, {
    method: 'POST',
  });
}

/** The country names of the country picker (docs/api/content.md), US and Canada first. */
export function loadCountries(): Promise<z.infer<typeof countryList>> {
  return authedRequest('/cities/static-countries', countryList);
}
