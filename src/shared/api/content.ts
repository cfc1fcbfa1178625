import { z } from 'zod';
import { geoPoint, recordStamps } from './common';
import { FEEDBACK_TYPES } from '@shared/domain/enums';

const maybeText = z.string().nullable();

/**
 * A crisis line: the original's field names (`time` is the hours, docs/spec/api-contract.md §2.6), the Spanish
 * texts beside them, and a GeoJSON point ([0,0] when unknown, as the original stored it).
 */
export const crisisLineRecord = z.object({
  ...recordStamps,
  name: z.string(),
  description: z.string(),
  descriptionEs: maybeText,
  area: z.string(),
  time: z.string(),
  hoursEs: maybeText,
  phone: maybeText,
  text: maybeText,
  chatWebLink: maybeText,
  website: maybeText,
  ranking: z.number(),
  location: geoPoint,
  rev: z.number().int(),
});
export type CrisisLineRecord = z.infer<typeof crisisLineRecord>;

/** `{code, name, nameEs, content, contentEs}` plus the usual id and dates (docs/spec/api-contract.md §2.7). */
export const staticPageRecord = z.object({
  ...recordStamps,
  code: z.string(),
  name: z.string(),
  nameEs: maybeText,
  content: z.string(),
  contentEs: maybeText,
  rev: z.number().int(),
});
export type StaticPageRecord = z.infer<typeof staticPageRecord>;

/** A chatbot FAQ entry (GET /api/chatbot-faqs and the offline mirror). */
export const chatbotFaqRecord = z.object({
  ...recordStamps,
  question: z.string(),
  questionEs: maybeText,
  answer: z.string(),
  answerEs: maybeText,
  keywords: z.array(z.string()),
  rev: z.number().int(),
});
export type ChatbotFaqRecord = z.infer<typeof chatbotFaqRecord>;

/**
 * A feedback (docs/spec/product-spec.md §3): `service` and `serviceOwner` are ids, `files` the ids to fetch
 * with GET /api/files/{id}, `coordinates` 'lng|lat' or the clients' '0|0'.
 */
export const feedbackRecord = z.object({
  ...recordStamps,
  type: z.enum(FEEDBACK_TYPES),
  service: maybeText,
  serviceOwner: maybeText,
  subject: z.string(),
  message: z.string(),
  name: maybeText,
  email: maybeText,
  phone: maybeText,
  coordinates: z.string(),
  files: z.array(z.string()),
  isArchive: z.boolean(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecord>;

/** GET /api/files/{id}: the stored bytes under their own content type. */
export const fileBytes = {
  description: 'The file, under the content type it was uploaded with.',
  content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } },
};
