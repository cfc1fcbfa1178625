import type { Category, ServiceType } from '@shared/domain/enums';
import type { ScheduleEntryValue } from '../components/schedule/schedule-editor';
import { defaultExpiry } from './critical-expiry';

/** The text inputs of the service form: what the person types, before the schema parses it. */
export const TEXT_FIELDS = [
  'name',
  'serviceSummary',
  'description',
  'age',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'contactEmail',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'totalBeds',
  'availableBeds',
  'criticalDescription',
  'userEmail',
  'serviceSummaryEs',
  'descriptionEs',
  'ageEs',
  'criticalDescriptionEs',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export const FLAG_FIELDS = [
  'isLowBarrier',
  'isAllowedPet',
  'isContact',
  'isCriticalHeader',
  'isCriticalNeverExpire',
  'isShowFlag',
  'isShowDonate',
] as const;
export type FlagFieldName = (typeof FLAG_FIELDS)[number];

export type ServiceFormState = Record<TextFieldName, string> &
  Record<FlagFieldName, boolean> & {
    type: ServiceType[];
    category: Category[];
    schedules: ScheduleEntryValue[];
    closeSchedules: ScheduleEntryValue[];
    /** `[lng, lat]` of the provider's pin, or null: the server then places the address. */
    pin: [number, number] | null;
    /** `YYYY-MM-DD` and `HH:mm` of the critical header's expiry, local time. */
    expiryDate: string;
    expiryTime: string;
    /** The Spanish fields the server filled by machine (docs/translation.md); never sent back. */
    spanishMachine: string[];
  };

/** docs/spec/product-spec.md §3: new services are in the United States unless the person says otherwise. */
export const DEFAULT_COUNTRY = 'United States';

/** A blank form; the critical expiry defaults to 11:59 PM today (docs/spec/forms-and-messages.md D.1). */
export function emptyFormState(now: Date = new Date()): ServiceFormState {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<
    TextFieldName,
    string
  >;
  const flags = Object.fromEntries(FLAG_FIELDS.map((name) => [name, false])) as Record<
    FlagFieldName,
    boolean
  >;
  const expiry = defaultExpiry(now);
  return {
    ...text,
    ...flags,
    country: DEFAULT_COUNTRY,
    // docs/spec/forms-and-messages.md D.1: isShowFlag is true for everyone but admins, who choose.
    isShowFlag: true,
    type: [],
    category: [],
    spanishMachine: [],
    schedules: [],
    closeSchedules: [],
    pin: null,
    expiryDate: expiry.date,
    expiryTime: expiry.time,
  };
}
