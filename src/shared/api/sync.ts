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

/** GET /api/sync/snapshot: the newest snapshot to start a mirror from (docs/sync.md, "Snapshot"). */
export const syncSnapshotInfo = z.object({
  /** Every change up to it is in the snapshot: the `since` of the deltas after it. */
  cursor: z.string(),
  /** Where the body is: a SyncPage of JSON, brotli or gzip, never changing. */
  url: z.string(),
  /** Compressed size in bytes (brotli), for a progress bar. */
  bytes: z.number().int(),
  /** Records in it. */
  records: z.number().int(),
});
export type SyncSnapshotInfo = z.infer<typeof syncSnapshotInfo>;

/** 204: no snapshot to hand out yet; sync by pages from 0. */
export const noSnapshot = z.void().describe('No snapshot yet: sync by pages from 0.');

/** GET /api/sync/snapshot/{cursor}: a SyncPage of JSON, compressed once when it was built. */
export const snapshotBytes = {
  description: 'A SyncPage (syncPage) as JSON, brotli or gzip by Accept-Encoding; never changes.',
  content: { 'application/json': { schema: z.string().meta({ format: 'binary' }) } },
};
