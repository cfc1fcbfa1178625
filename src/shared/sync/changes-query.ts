// The query of GET /api/sync/changes, read by the server (apart from protocol.ts, which the
// page's sync code imports without zod).
import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import { SYNC_CURSOR_PATTERN, SYNC_MAX_PAGE_SIZE, SYNC_PAGE_SIZE } from './protocol';

/**
 * GET /api/sync/changes?since=<cursor>&limit=<n>[&near=<lng|lat>&radius=<miles>]
 * `since` is the `cursor` of the last page the client stored ("0" for the first sync). With
 * `near` and `radius` only services within that many miles are sent (very large deployments);
 * services outside it come as deletes, so a scoped mirror stays scoped.
 */
export const syncChangesQuery = z.object({
  since: text({ max: TEXT_MAX.SHORT, trim: false }).regex(SYNC_CURSOR_PATTERN).default('0'),
  limit: z.coerce.number().int().min(1).max(SYNC_MAX_PAGE_SIZE).default(SYNC_PAGE_SIZE),
  near: text({ max: TEXT_MAX.SHORT, trim: false })
    .regex(/^-?\d+(\.\d+)?\|-?\d+(\.\d+)?$/)
    .optional(),
  radius: z.coerce.number().positive().max(5000).optional(),
});
export type SyncChangesQuery = z.infer<typeof syncChangesQuery>;
