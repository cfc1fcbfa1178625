import { z } from 'zod';
import { authedRequest } from '@client/lib/api-client';

/** The fields of a feedback (docs/api/content.md 'Feedback') this screen shows. */
export const feedbackSchema = z.object({
  id: z.string(),
  type: z.enum(['SERVICE', 'APP']),
  service: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  name: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  files: z.array(z.string()).default([]),
  isArchive: z.boolean(),
  createdAt: z.string(),
});
export type Feedback = z.output<typeof feedbackSchema>;

export type FeedbackTab = 'app' | 'service' | 'archive';

/** docs/spec/product-spec.md §9: feedback lists are paged by 25, newest first. */
export const FEEDBACK_PAGE_SIZE = 25;

/**
 * The tabs as list queries (docs/api/content.md). Service feedback leaves out archived items, so
 * an archived feedback moves to the Archive tab instead of staying in both.
 */
const TAB_QUERY: Record<FeedbackTab, string> = {
  app: 'filter=type,isArchive&type=APP&isArchive=false',
  service: 'filter=type,isArchive&type=SERVICE&isArchive=false',
  archive: 'filter=isArchive&isArchive=true',
};

export function fetchFeedbackPage(tab: FeedbackTab, skip: number): Promise<Feedback[]> {
  const paging = `limit=${FEEDBACK_PAGE_SIZE}&skip=${skip}&sort=createdAt&direction=desc`;
  return authedRequest(`/feedbacks?${TAB_QUERY[tab]}&${paging}`, z.array(feedbackSchema));
}

const changed = z.object({ id: z.string() });

export async function archiveFeedback(id: string): Promise<void> {
  await authedRequest(`/feedbacks/${encodeURIComponent(id)}/archive`, changed, { method: 'POST' });
}

export async function deleteFeedback(id: string): Promise<void> {
  await authedRequest(`/feedbacks/${encodeURIComponent(id)}`, changed, { method: 'DELETE' });
}
