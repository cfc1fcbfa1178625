import { z } from 'zod';
import { feedbackRecord } from '@shared/api/content';
import { authedRequest } from '@client/lib/api-client';

/** The fields of the one feedback record (src/shared/api/content.ts) this screen shows. */
export const feedbackSchema = feedbackRecord.pick({
  id: true,
  type: true,
  service: true,
  subject: true,
  message: true,
  name: true,
  email: true,
  phone: true,
  files: true,
  isArchive: true,
  createdAt: true,
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
