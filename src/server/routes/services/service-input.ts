import { serviceSearchText } from '@shared/domain/search-text';
import type { LngLat } from '@shared/geo/distance';
import { fieldErrors, firstIssueMessage } from '@shared/validation/errors';
import { serviceFormSchema, type ServiceBody } from '@shared/validation/service';
import { forbiddenServiceFields, type ServiceEditorRole } from '@shared/validation/service-roles';
import { SERVICE_FORM_FIELDS } from '@shared/validation/service-shape';
import type { Database } from '@server/db/client';
import type { SessionUser } from '@server/db/queries/sessions';
import { cityCentroid, zipCentroid } from '@server/db/queries/gazetteer';
import type { ServiceValues } from '@server/db/queries/service-writes';
import { HttpError, invalidInput } from '@server/plugins/error-handler';
import { editorRoleOf, may } from '@server/services/auth/rights';
import { timeZoneAt } from '@server/services/geo/time-zone';

export const ADDRESS_NOT_FOUND =
  'We could not place this address: drop a pin on the map, or give a known ZIP code or city and state.';
export const USER_EMAIL_NOT_FOUND = 'User email not found';
export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

export interface ParsedService {
  body: ServiceBody;
  role: ServiceEditorRole;
}

/**
 * The shared form schema for the caller's role (fields the role may not set are dropped). A
 * failure answers 400 `{code, message, reason, field}` like the validation of every other body.
 */
export function parseServiceBody(user: SessionUser, raw: unknown): ParsedService {
  const role = editorRoleOf(user);
  // The shared schema's cross-field checks assume an object (an array made them throw).
  if (!isRecord(raw)) throw new HttpError(400, BODY_NOT_OBJECT);
  const result = serviceFormSchema({ role }).safeParse(raw);
  if (result.success) return { body: result.data, role };
  const field = Object.keys(fieldErrors(result.error, SERVICE_FORM_FIELDS))[0];
  const message = firstIssueMessage(result.error, SERVICE_FORM_FIELDS);
  throw invalidInput(field, message);
}

/**
 * No network geocoding (docs/spec/api-contract.md §12): the provider's pin, else the gazetteer centre of the
 * ZIP code, else of the city and state.
 */
export async function placeService(db: Database, body: ServiceBody): Promise<LngLat> {
  const pin = body.location?.coordinates;
  if (pin) return { lng: pin[0], lat: pin[1] };
  const found =
    (await zipCentroid(db, body.zip)) ?? (await cityCentroid(db, body.city, body.state));
  if (!found) throw new HttpError(400, ADDRESS_NOT_FOUND, { reason: 'ADDRESS_NOT_FOUND' });
  return found;
}

/** Approval on create (docs/spec/api-contract.md §12): auto for AUTO USER and SUPER USER, admins choose. */
export function approvedOnCreate(user: SessionUser, raw: unknown): boolean {
  if (may.actOnAnyService(user)) return !(isRecord(raw) && raw['isApproved'] === false);
  return may.publishWithoutReview(user);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored columns the form decides, with PUT's full-replacement meaning (a missing optional
 * field is cleared), minus what the role may not set, which keeps its stored value. Spanish texts
 * are stored as sent; the save then queues machine translation for what is missing
 * (services/translate/spanish-fields.ts, docs/translation.md).
 */
export function serviceColumns(
  body: ServiceBody,
  role: ServiceEditorRole,
  place: LngLat,
  fallbackZone: string,
): Partial<ServiceValues> {
  const all: Partial<ServiceValues> = {
    name: body.name,
    description: body.description,
    descriptionEs: body.descriptionEs ?? null,
    serviceSummary: body.serviceSummary ?? '',
    serviceSummaryEs: body.serviceSummaryEs ?? null,
    type: body.type,
    category: body.category,
    age: body.age ?? null,
    ageEs: body.ageEs ?? null,
    address1: body.address1,
    address2: body.address2 ?? null,
    city: body.city,
    state: body.state,
    zip: body.zip,
    country: body.country,
    lat: place.lat,
    lng: place.lng,
    timeZone: timeZoneAt(place.lat, place.lng, fallbackZone),
    phone: body.phone ?? null,
    contactEmail: body.contactEmail ?? null,
    website: body.website ?? null,
    facebook: body.facebook ?? null,
    twitter: body.twitter ?? null,
    instagram: body.instagram ?? null,
    youtube: body.youtube ?? null,
    isCriticalHeader: body.isCriticalHeader ?? false,
    criticalDescription: body.criticalDescription ?? null,
    criticalDescriptionEs: body.criticalDescriptionEs ?? null,
    isCriticalNeverExpire: body.isCriticalNeverExpire ?? false,
    criticalExpiredAt: body.criticalExpiredAt ? new Date(body.criticalExpiredAt) : null,
    totalBeds: body.totalBeds ?? 0,
    availableBeds: body.availableBeds ?? 0,
    isLowBarrier: body.isLowBarrier ?? false,
    isAllowedPet: body.isAllowedPet ?? false,
    isContact: body.isContact ?? false,
    isShowFlag: body.isShowFlag ?? false,
    isShowDonate: body.isShowDonate ?? false,
    schedules: body.schedules,
    closeSchedules: body.closeSchedules,
    comment: body.comment ?? null,
  };
  const kept: Set<string> = new Set(forbiddenServiceFields(role));
  return Object.fromEntries(Object.entries(all).filter(([k]) => !kept.has(k)));
}

/** The folded text of the default search fields (docs/spec/product-spec.md §9), for the trigram index. */
export function searchTextOf(values: Partial<ServiceValues>, userEmail: string | null) {
  return serviceSearchText({
    name: values.name ?? '',
    description: values.description,
    descriptionEs: values.descriptionEs,
    serviceSummary: values.serviceSummary,
    serviceSummaryEs: values.serviceSummaryEs,
    address1: values.address1,
    address2: values.address2,
    phone: values.phone,
    userEmail,
    contactEmail: values.contactEmail,
  });
}
