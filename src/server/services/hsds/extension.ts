import { z } from 'zod';
import { scheduleEntryBody, serviceRecord } from '@shared/api/service';

/** The name of our extension attribute on an HSDS service (JSON) and a services.csv column. */
export const EXTENSION = 'x_refugio';

/**
 * What HSDS 3.0 cannot say about a listing, carried beside the standard fields so an export
 * imported again gives back the same listing (docs/hsds.md, "Extensions"). Its fields take their
 * kinds from the service's wire form (src/shared/api/service.ts), so the two cannot drift.
 */
export const refugioExtension = z.object({
  version: z.literal(1),
  types: serviceRecord.shape.type,
  categories: serviceRecord.shape.category,
  service_summary: z.string(),
  service_summary_es: z.string().nullish(),
  description_es: z.string().nullish(),
  age_es: z.string().nullish(),
  time_zone: z.string(),
  schedules: z.array(scheduleEntryBody),
  close_schedules: z.array(scheduleEntryBody),
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
