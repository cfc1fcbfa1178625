import { z } from 'zod';
import { CATEGORIES, SERVICE_TYPES } from '@shared/domain/enums';
import { DAYS_OF_WEEK, MONTH_PERIODS, SCHEDULE_TYPES } from '@shared/schedule/types';

/** The name of our extension attribute on an HSDS service (JSON) and a services.csv column. */
export const EXTENSION = 'x_refugio';

const entry = z.object({
  type: z.enum(SCHEDULE_TYPES),
  day: z.enum(DAYS_OF_WEEK).nullish(),
  period: z.enum(MONTH_PERIODS).nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
});

/**
 * What HSDS 3.0 cannot say about a listing, carried beside the standard fields so an export
 * imported again gives back the same listing (docs/hsds.md, "Extensions").
 */
export const refugioExtension = z.object({
  version: z.literal(1),
  types: z.array(z.enum(SERVICE_TYPES)),
  categories: z.array(z.enum(CATEGORIES)),
  service_summary: z.string(),
  service_summary_es: z.string().nullish(),
  description_es: z.string().nullish(),
  age_es: z.string().nullish(),
  time_zone: z.string(),
  schedules: z.array(entry),
  close_schedules: z.array(entry),
  is_contact: z.boolean(),
  is_low_barrier: z.boolean(),
  is_allowed_pet: z.boolean(),
  location_approximate: z.boolean(),
  hours_text: z.string().nullish(),
});
export type RefugioExtension = z.infer<typeof refugioExtension>;

/** HSDS 3.1 `service_capacity`, published on 3.0 services as an extension attribute. */
export const serviceCapacity = z.object({
  id: z.string(),
  service_id: z.string(),
  unit: z.object({ id: z.string(), name: z.string() }),
  available: z.number().int(),
  maximum: z.number().int(),
  updated: z.string(),
});
export type ServiceCapacity = z.infer<typeof serviceCapacity>;

/** Reads the extension from a JSON object or a CSV cell; anything else is no extension. */
export function readExtension(value: unknown): RefugioExtension | null {
  let raw = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      raw = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = refugioExtension.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
