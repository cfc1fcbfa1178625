// POST/PUT /crisis-lines and the crisis line form (docs/spec/product-spec.md §5 'Crisis line';
// docs/spec/forms-and-messages.md D.3). The wire calls the hours `time` (docs/spec/api-contract.md §2.6).
import { z } from 'zod';
import { AREA_MAX } from '@shared/query/constants';
import { optionalText, requiredDescription, requiredPhone, requiredText } from './fields';
import { MESSAGES } from './messages';
import { TEXT_MAX } from './text-limits';

export const crisisLineSchema = z.object({
  name: requiredText(MESSAGES.CRISIS_LINE_NAME_REQUIRED),
  description: requiredDescription(),
  phone: requiredPhone(MESSAGES.CRISIS_LINE_PHONE_REQUIRED),
  text: optionalText(),
  chatWebLink: optionalText(TEXT_MAX.URL),
  website: optionalText(TEXT_MAX.URL),
  // Bounded: the area is geocoded like a place search keyword (docs/architecture.md "The place search").
  area: requiredText(MESSAGES.AREA_REQUIRED).max(AREA_MAX, { error: MESSAGES.AREA_TOO_LONG }),
  time: requiredText(MESSAGES.HOURS_REQUIRED),
});
export type CrisisLineBody = z.output<typeof crisisLineSchema>;

/** The example area of a new crisis line (docs/spec/product-spec.md §9). */
export const DEFAULT_CRISIS_LINE_AREA = 'USA';
