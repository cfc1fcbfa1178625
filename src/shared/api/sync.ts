import { z } from 'zod';
import { chatbotFaqRecord, crisisLineRecord, staticPageRecord } from './content';
import { serviceRecord } from './service';

const ids = z.array(z.string());

/**
 * GET /api/sync/changes: one page of changes, every change with `since < rev <= cursor`.
 * `upserts` are whole records (replace what you have); `deletes` are ids to drop (deleted,
 * unapproved, permanently closed and hidden, or outside the scope). Store both and the cursor in
 * one transaction; ask again with `since=cursor` while `more` is true. `remaining` counts the
 * changes after this page (for a progress bar during the first sync). docs/sync.md.
 */
export const syncPage = z.object({
  cursor: z.string(),
  more: z.boolean(),
  remaining: z.number().int(),
  upserts: z.object({
    services: z.array(serviceRecord),
    crisisLines: z.array(crisisLineRecord),
    staticPages: z.array(staticPageRecord),
    chatbotFaqs: z.array(chatbotFaqRecord),
  }),
  deletes: z.object({ services: ids, crisisLines: ids, staticPages: ids, chatbotFaqs: ids }),
});
export type SyncPage = z.infer<typeof syncPage>;
