// POST/PUT /crisis-lines and the crisis line form (product-spec §5 'Crisis line';
// forms-and-messages D.3). The wire calls the hours `time` (api-contract §2.6).
import { z } from 'zod';
import { AREA_MAX } from '../query/constants';
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
  // Bounded: the area is geocoded like a place search keyword (issue #19).
  area: requiredText(MESSAGES.AREA_REQUIRED).max(AREA_MAX, { error: MESSAGES.AREA_TOO_LONG }),
  time: requiredText(MESSAGES.HOURS_REQUIRED),
});
export type CrisisLineBody = z.output<typeof crisisLineSchema>;

/** The example area of a new crisis line (product-spec §9). */
export const DEFAULT_CRISIS_LINE_AREA = 'USA';
