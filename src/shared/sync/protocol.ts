// The delta-sync protocol between the server (GET /api/sync/changes) and the offline mirror of
// the client (src/client/db, src/client/sync). docs/sync.md explains the design. No zod here: the
// page's sync code imports this, and zod's schemas are a long task to build on a slow phone; the
// query's schema, which only the server reads, is in changes-query.ts.
import type { ServiceRecord } from '@shared/api/service';
import type { ChatbotFaqRecord, CrisisLineRecord, StaticPageRecord } from '@shared/api/content';

/** What the mirror holds: public, approved data only (never drafts, emails or private fields). */
export const SYNC_ENTITIES = ['services', 'crisisLines', 'staticPages', 'chatbotFaqs'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/** Changes per page when the request names no limit. */
export const SYNC_PAGE_SIZE = 500;
export const SYNC_MAX_PAGE_SIZE = 2000;
/**
 * What the client asks for. Pages are compressed one by one, so a bigger page lets brotli reuse
 * more of what similar records share: a first sync of 20,000 services is ~1.6 MiB in pages of
 * 2,000 against ~2.6 MiB in pages of 500 (docs/sync.md, "Measured").
 */
export const SYNC_CLIENT_PAGE_SIZE = SYNC_MAX_PAGE_SIZE;

/**
 * The first sync of a whole (unscoped) mirror starts from a snapshot instead of pages from 0
 * (docs/sync.md, "Snapshot"): GET /api/sync/snapshot names the newest, which the client downloads
 * at `url` (immutable, cacheable by a CDN or the browser) and stores like one page; then it asks
 * the deltas after its `cursor`. The server builds a new one once more than this many changes
 * came after the newest, so that delta stays about one page.
 */
export const SYNC_SNAPSHOT_STALE_AFTER = 1000;

/** The answer of GET /api/sync/snapshot (204 when there is none to hand out yet). */
export type { SyncSnapshotInfo } from '@shared/api/sync';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * A cursor is a rev (`<rev>`: every change up to it is stored) or, inside one rev too large for a
 * page, a place in it (`<rev>.<table>.<id>`, tombstones `<rev>.4.<entity>.<id>`). Opaque to the
 * client, which sends back the last one it stored.
 */
export const SYNC_CURSOR_PATTERN = new RegExp(
  `^\\d{1,15}(\\.[0-3]\\.${UUID}|\\.4\\.[a-z_]{1,30}\\.${UUID})?$`,
);

// The records the mirror stores are the API's wire forms, defined once in src/shared/api.
export type { ServiceRecord } from '@shared/api/service';
export type { ChatbotFaqRecord, CrisisLineRecord, StaticPageRecord } from '@shared/api/content';

export interface SyncRecords {
  services: ServiceRecord;
  crisisLines: CrisisLineRecord;
  staticPages: StaticPageRecord;
  chatbotFaqs: ChatbotFaqRecord;
}

export type { SyncPage } from '@shared/api/sync';

/** The header every replayed outbox write carries (docs/spec/api-contract.md §12, docs/sync.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A replay of a key with a different method, path or body is refused with this message. */
export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was used for a different request.';
/** A second request with a key whose first request is still running. */
export const IDEMPOTENCY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress.';
