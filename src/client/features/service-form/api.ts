import { z } from 'zod';
import { CATEGORIES, SERVICE_TYPES } from '../../../shared/domain/enums';
import type { ServiceBody } from '../../../shared/validation/service';
import { authedRequest } from '../../lib/api-client';
import type { ScheduleEntryValue } from './schedule/schedule-editor';

const text = z.string().nullish();
const flag = z.boolean().nullish();

/**
 * The part of GET /api/services/:id the form edits (docs/api/services.md 'The service JSON').
 * Schedule entries are handed to the schedule editor as stored; the form schema checks them on save.
 */
export const editableService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  descriptionEs: text,
  serviceSummary: text,
  serviceSummaryEs: text,
  type: z.array(z.enum(SERVICE_TYPES)),
  category: z.array(z.enum(CATEGORIES)),
  age: text,
  ageEs: text,
  address1: z.string(),
  address2: text,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: text,
  location: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullish(),
  phone: text,
  contactEmail: text,
  website: text,
  facebook: text,
  twitter: text,
  instagram: text,
  youtube: text,
  userEmail: text,
  isCriticalHeader: flag,
  criticalDescription: text,
  criticalDescriptionEs: text,
  isCriticalNeverExpire: flag,
  criticalExpiredAt: text,
  availableBeds: z.number().nullish(),
  totalBeds: z.number().nullish(),
  isLowBarrier: flag,
  isAllowedPet: flag,
  isContact: flag,
  isShowFlag: flag,
  isShowDonate: flag,
  schedules: z.array(z.custom<ScheduleEntryValue>()).nullish(),
  closeSchedules: z.array(z.custom<ScheduleEntryValue>()).nullish(),
  /** The Spanish fields holding machine translation (issue #8); [] once a person reviewed them. */
  spanishMachine: z.array(z.string()).nullish(),
  spanishReviewedAt: text,
});
export type EditableService = z.infer<typeof editableService>;

const savedService = z.object({ id: z.string() });

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

const reviewedService = z.object({ id: z.string(), spanishMachine: z.array(z.string()) });

/** An administrator read the Spanish: it is a person's text now (docs/translation.md). */
export function markSpanishReviewed(id: string): Promise<z.infer<typeof reviewedService>> {
  return authedRequest(`/services/${encodeURIComponent(id)}/spanish-reviewed`, reviewedService, {
    method: 'POST',
  });
}

const countries = z.array(z.object({ code: z.string(), name: z.string() }));

/** The country names of the country picker (docs/api/content.md), US and Canada first. */
export function loadCountries(): Promise<z.infer<typeof countries>> {
  return authedRequest('/cities/static-countries', countries);
}
