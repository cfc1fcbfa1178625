// The fields of the service form, top to bottom (docs/spec/forms-and-messages.md D.1); their order is the order
// field errors are listed in. Cross-field rules live in service.ts.
import { z } from 'zod';
import { CATEGORIES, SERVICE_TYPES } from '@shared/domain/enums';
import { normalizeCategories } from './categories';
import {
  blankToUndefined,
  flag,
  isoInstant,
  optionalCount,
  optionalDescription,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredDescription,
  requiredText,
} from './fields';
import { MESSAGES } from './messages';
import { scheduleEntrySchema } from './schedule-entry';
import { TEXT_MAX } from './text-limits';

const coordinate = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.LOCATION_INVALID })
    .min(min, { error: MESSAGES.LOCATION_INVALID })
    .max(max, { error: MESSAGES.LOCATION_INVALID });

/** The pin a provider drops on the map, `[lng, lat]` (docs/spec/product-spec.md §3, docs/spec/api-contract.md §12). */
const location = z.object(
  {
    type: z.literal('Point', { error: MESSAGES.LOCATION_INVALID }).optional(),
    coordinates: z.tuple([coordinate(-180, 180), coordinate(-90, 90)], {
      error: MESSAGES.LOCATION_INVALID,
    }),
  },
  { error: MESSAGES.LOCATION_INVALID },
);

const bedsNumber = { notWhole: MESSAGES.BEDS_WHOLE_NUMBER } as const;

export const serviceShape = {
  name: requiredText(MESSAGES.NAME_REQUIRED),
  description: requiredDescription(),
  descriptionEs: optionalDescription(),
  address1: requiredText(MESSAGES.ADDRESS_REQUIRED),
  address2: optionalText(),
  city: requiredText(MESSAGES.CITY_REQUIRED),
  state: requiredText(MESSAGES.STATE_REQUIRED, TEXT_MAX.SHORT),
  zip: requiredText(MESSAGES.ZIP_REQUIRED, TEXT_MAX.SHORT),
  country: requiredText(MESSAGES.COUNTRY_REQUIRED, TEXT_MAX.SHORT),
  location: location.nullish(),
  phone: optionalPhone(),
  contactEmail: optionalEmail(),
  // No URL check (docs/spec/forms-and-messages.md D.1): links are shown through withScheme().
  website: optionalText(TEXT_MAX.URL),
  facebook: optionalText(TEXT_MAX.URL),
  twitter: optionalText(TEXT_MAX.URL),
  instagram: optionalText(TEXT_MAX.URL),
  youtube: optionalText(TEXT_MAX.URL),
  type: z
    .array(z.enum(SERVICE_TYPES, { error: MESSAGES.GENERIC }), {
      error: MESSAGES.SELECT_ONE_SERVICE,
    })
    .min(1, { error: MESSAGES.SELECT_ONE_SERVICE })
    .transform((types) => SERVICE_TYPES.filter((t) => types.includes(t))),
  serviceSummary: optionalText(TEXT_MAX.DESCRIPTION),
  serviceSummaryEs: optionalText(TEXT_MAX.DESCRIPTION),
  totalBeds: optionalCount({
    required: MESSAGES.TOTAL_BEDS_REQUIRED,
    min: 1,
    tooSmall: MESSAGES.TOTAL_BEDS_REQUIRED,
    ...bedsNumber,
  }),
  availableBeds: optionalCount({
    required: MESSAGES.AVAILABLE_BEDS_MIN,
    min: 0,
    tooSmall: MESSAGES.AVAILABLE_BEDS_MIN,
    ...bedsNumber,
  }),
  isLowBarrier: flag(),
  isAllowedPet: flag(),
  category: z
    .array(z.enum(CATEGORIES, { error: MESSAGES.GENERIC }), {
      error: MESSAGES.SELECT_ONE_CATEGORY,
    })
    .min(1, { error: MESSAGES.SELECT_ONE_CATEGORY })
    .transform(normalizeCategories),
  age: optionalText(),
  ageEs: optionalText(),
  isContact: flag(),
  schedules: z.array(scheduleEntrySchema('opening'), { error: MESSAGES.GENERIC }).default([]),
  closeSchedules: z.array(scheduleEntrySchema('closed'), { error: MESSAGES.GENERIC }).default([]),
  isCriticalHeader: flag(),
  criticalDescription: optionalText(TEXT_MAX.DESCRIPTION),
  criticalDescriptionEs: optionalText(TEXT_MAX.DESCRIPTION),
  isCriticalNeverExpire: flag(),
  criticalExpiredAt: z.preprocess(
    blankToUndefined,
    isoInstant(MESSAGES.CRITICAL_EXPIRY_INVALID).optional(),
  ),
  isShowFlag: flag(),
  isShowDonate: flag(),
  userEmail: optionalEmail(),
  comment: optionalText(TEXT_MAX.DESCRIPTION),
};

/** Field order of the service form, for fieldErrors() and firstIssueMessage(). */
export const SERVICE_FORM_FIELDS = z.object(serviceShape).keyof().options;
