import { forbiddenServiceFields } from '@shared/validation/service-roles';
import type { ServiceEditorRole } from '@shared/validation/service-roles';
import type { EditableService } from '../api';
import type { ScheduleEntryValue } from './schedule/entry-draft';
import { expiryFromInstant, expiryToInstant } from './critical-expiry';
import {
  emptyFormState,
  FLAG_FIELDS,
  TEXT_FIELDS,
  DEFAULT_COUNTRY,
  type ServiceFormState,
} from './form-state';

/**
 * The raw body the shared schema parses (and the server receives): text as typed, flags, lists,
 * the pin as a GeoJSON point and the expiry as one instant. Fields the role may not set are left
 * out, so an edit by a provider never sends the admin's owner email back (docs/spec/product-spec.md §6).
 */
export function toRawBody(
  state: ServiceFormState,
  role: ServiceEditorRole,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) body[name] = state[name];
  for (const name of FLAG_FIELDS) body[name] = state[name];
  body['type'] = state.type;
  body['category'] = state.category;
  body['schedules'] = state.schedules;
  body['closeSchedules'] = state.closeSchedules;
  body['location'] = state.pin ? { type: 'Point', coordinates: state.pin } : null;
  body['criticalExpiredAt'] =
    state.isCriticalHeader && !state.isCriticalNeverExpire
      ? expiryToInstant({ date: state.expiryDate, time: state.expiryTime })
      : '';
  for (const field of forbiddenServiceFields(role)) delete body[field];
  return body;
}

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A loaded service as form values; absent texts become '' and absent flags false. */
export function fromService(service: EditableService, now: Date = new Date()): ServiceFormState {
  const state = emptyFormState(now);
  for (const name of TEXT_FIELDS) state[name] = asText(service[name]);
  for (const name of FLAG_FIELDS) state[name] = service[name] ?? false;
  const expiry = expiryFromInstant(service.criticalExpiredAt, now);
  // A service that is not a shelter stores 0 beds; an empty field reads better than a 0 then.
  const shelter = service.type.includes('SHELTER');
  return {
    ...state,
    country: service.country || DEFAULT_COUNTRY,
    totalBeds: shelter ? asText(service.totalBeds) : '',
    availableBeds: shelter ? asText(service.availableBeds) : '',
    type: [...service.type],
    category: [...service.category],
    // Handed to the schedule editor as stored; the form schema checks every entry on save.
    schedules: [...service.schedules] as ScheduleEntryValue[],
    closeSchedules: [...service.closeSchedules] as ScheduleEntryValue[],
    pin: service.location ? service.location.coordinates : null,
    expiryDate: expiry.date,
    expiryTime: expiry.time,
    spanishMachine: [...(service.spanishMachine ?? [])],
  };
}
