import { z } from 'zod';

/** The longest text POST /api/common/translate takes (a service description fits easily). */
export const TRANSLATE_MAX_LENGTH = 5000;

const language = z.enum(['en', 'es']);

/** POST /api/common/translate (product-spec §7, api-contract §12 "Add"). */
export const translateBody = z.object({
  source: language,
  target: language,
  text: z.string().min(1).max(TRANSLATE_MAX_LENGTH),
});
export type TranslateBody = z.infer<typeof translateBody>;

export const translateResponse = z.object({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof translateResponse>;
