import { z } from 'zod';
import { CATEGORIES, SERVICE_TYPES } from '@shared/domain/enums';
import { DAYS_OF_WEEK, MONTH_PERIODS, SCHEDULE_TYPES } from '@shared/schedule/types';
import { geoPoint, isoDate, recordStamps } from './common';

const maybeText = z.string().nullable();

/** One entry of `schedules`/`closeSchedules` as stored (validation/schedule-entry.ts) and sent. */
export const scheduleEntryBody = z.object({
  type: z.enum(SCHEDULE_TYPES),
  day: z.enum(DAYS_OF_WEEK).nullish(),
  period: z.enum(MONTH_PERIODS).nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
});

/**
 * The one wire form of a service (docs/spec/product-spec.md §3; GET /api/services, /api/services/{id}, the
 * sync pages and the offline mirror): `location` a GeoJSON point, `distance` in miles as a
 * one-decimal string only when the caller gave `currentCoordinate`, `userEmail` only for the owner
 * and administrators, `user` the owner's id. Server serializer, OpenAPI and client read this.
 */
export const serviceRecord = z.object({
  ...recordStamps,
  name: z.string(),
  description: z.string(),
  descriptionEs: maybeText,
  serviceSummary: z.string(),
  serviceSummaryEs: maybeText,
  type: z.array(z.enum(SERVICE_TYPES)),
  category: z.array(z.enum(CATEGORIES)),
  age: maybeText,
  ageEs: maybeText,
  address1: z.string(),
  address2: maybeText,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  location: geoPoint,
  distance: z.string().optional(),
  timeZone: z.string(),
  phone: maybeText,
  userEmail: maybeText.optional(),
  contactEmail: maybeText,
  website: maybeText,
  facebook: maybeText,
  twitter: maybeText,
  instagram: maybeText,
  youtube: maybeText,
  isApproved: z.boolean(),
  approvedAt: isoDate.nullable(),
  isCriticalHeader: z.boolean(),
  criticalDescription: maybeText,
  criticalDescriptionEs: maybeText,
  isCriticalNeverExpire: z.boolean(),
  criticalExpiredAt: isoDate.nullable(),
  /** The Spanish fields holding machine translation, and when an administrator reviewed them. */
  spanishMachine: z.array(z.string()).optional(),
  spanishReviewedAt: isoDate.nullable().optional(),
  likes: z.number().int(),
  availableBeds: z.number().int(),
  totalBeds: z.number().int(),
  bedsObservedAt: isoDate.nullable(),
  isLowBarrier: z.boolean(),
  isAllowedPet: z.boolean(),
  isContact: z.boolean(),
  isShowFlag: z.boolean(),
  isShowDonate: z.boolean(),
  schedules: z.array(scheduleEntryBody),
  closeSchedules: z.array(scheduleEntryBody),
  /** Imported hours that could not be read, as the source wrote them (absent in older mirrors). */
  hoursText: maybeText.optional(),
  /** The point is a gazetteer centre (imported without coordinates; absent in older mirrors). */
  locationApproximate: z.boolean().optional(),
  comment: maybeText,
  /** The owner's id only, never the user record. */
  user: maybeText,
  addedByVolunteer: z.boolean(),
  isDemo: z.boolean(),
  rev: z.number().int(),
});
/** A service as the API sends it and the offline mirror stores it. */
export type ServiceRecord = z.infer<typeof serviceRecord>;

export const serviceList = z.array(serviceRecord);

/** POST /api/services/{id}/likes: the count after this kudo. */
export const kudoAnswer = z.object({ id: z.string(), likes: z.number().int() });

/** One service's outcome in POST /api/services/update-available-beds. */
export const bedsResult = z.object({
  id: z.string(),
  /** False when a newer count was already stored (the older one is dropped, docs/sync.md). */
  accepted: z.boolean(),
  availableBeds: z.number().int(),
  totalBeds: z.number().int(),
  bedsObservedAt: isoDate.nullable(),
});
export const bedsUpdateAnswer = z.object({ message: z.string(), services: z.array(bedsResult) });
export type BedsUpdateAnswer = z.infer<typeof bedsUpdateAnswer>;
