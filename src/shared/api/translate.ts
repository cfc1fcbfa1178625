import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';

/** The longest text POST /api/common/translate takes (a service description fits easily). */
export const TRANSLATE_MAX_LENGTH = TEXT_MAX.MESSAGE;

const language = z.enum(['en', 'es']);

/** POST /api/common/translate (docs/spec/product-spec.md §7, docs/spec/api-contract.md §12 "Add"). */
export const translateBody = z.object({
  source: language,
  target: language,
  text: text({ max: TRANSLATE_MAX_LENGTH, trim: false }).min(1),
});
export type TranslateBody = z.infer<typeof translateBody>;

export const translateResponse = z.object({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof translateResponse>;
