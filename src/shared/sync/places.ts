// The gazetteer slice the client keeps for offline location search (docs/sync.md "Tables"):
// GET /api/sync/places?near=<lng|lat> → the cities and ZIP codes around a point, or without `near`
// the largest cities of the gazetteer, so a person who never shared a location can still pick one.
import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';

/** Cities within this many miles of the point are sent (about two hours' drive). */
export const PLACES_CITY_MILES = 120;
/** ZIP codes within this many miles (they are many more than cities). */
export const PLACES_ZIP_MILES = 40;
/** At most this many of each kind. */
export const PLACES_LIMIT = 3000;
/** Without a point: the largest cities. */
export const PLACES_LARGEST = 1000;
/** The client asks for a new slice when the person moved this far from the last one's point... */
export const PLACES_REFRESH_MILES = 25;
/** ...or when it is this old. */
export const PLACES_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

export const syncPlacesQuery = z.object({
  near: text({ max: TEXT_MAX.SHORT, trim: false })
    .regex(/^-?\d+(\.\d+)?\|-?\d+(\.\d+)?$/)
    .optional(),
});

export const placeRecord = z.object({
  /** `city:<id>` or `zip:<code>`. */
  id: z.string(),
  kind: z.enum(['city', 'zip']),
  /** City name, or the ZIP code's city. */
  name: z.string(),
  state: z.string(),
  /** ZIP code (zips only). */
  code: z.string().optional(),
  lng: z.number(),
  lat: z.number(),
});
export type PlaceRecord = z.infer<typeof placeRecord>;

export const syncPlacesAnswer = z.object({
  near: z.string().nullable(),
  places: z.array(placeRecord),
});
export type SyncPlacesAnswer = z.infer<typeof syncPlacesAnswer>;
