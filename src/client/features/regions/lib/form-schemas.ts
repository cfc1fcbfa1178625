import { z } from 'zod';
import { optionalEmail, optionalPhone, requiredText } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';

// The form side of the server's region and liaison bodies (src/server/routes/regions): the same
// rules, read from text inputs. Blank optional texts go out as null.
const STATES_INVALID = 'States are two-letter USPS codes.';
const TOO_LONG = 'The text is too long.';
const orNull = (value: string | null | undefined) => (value ? value : null);
const stateCodes = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
const optional = (max: number) => z.string().trim().max(max, { error: TOO_LONG }).transform(orNull);

export const regionFormSchema = z.object({
  name: requiredText(MESSAGES.NAME_REQUIRED),
  description: optional(5000),
  /** 'CO, wy' → ['CO', 'WY'], each once; checked as one field so the error shows under it. */
  states: z
    .string()
    .transform(stateCodes)
    .refine((codes) => codes.length <= 60 && codes.every((code) => /^[A-Z]{2}$/.test(code)), {
      error: STATES_INVALID,
    })
    .transform((codes) => [...new Set(codes)]),
});
export type RegionForm = z.output<typeof regionFormSchema>;

export const liaisonFormSchema = z.object({
  name: requiredText(MESSAGES.NAME_REQUIRED),
  organization: optional(200),
  email: optionalEmail().transform(orNull),
  phone: optionalPhone().transform(orNull),
  area: optional(200),
  regionId: optional(100),
  notes: optional(5000),
});
export type LiaisonForm = z.output<typeof liaisonFormSchema>;
