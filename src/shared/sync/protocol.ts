// The delta-sync protocol between the server (GET /api/sync/changes) and the offline mirror of
// the client (src/client/db, src/client/sync). docs/sync.md explains the design.
import { z } from 'zod';
import { text } from '../validation/fields';
import { TEXT_MAX } from '../validation/text-limits';
import type { Category, ServiceType } from '../domain/enums';
import type { ScheduleEntry } from '../schedule/types';

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
export interface SyncSnapshotInfo {
  /** Every change up to it is in the snapshot: the `since` of the deltas after it. */
  cursor: string;
  /** Where the body is: a SyncPage of JSON, brotli or gzip, never changing. */
  url: string;
  /** Compressed size in bytes (brotli), for a progress bar. */
  bytes: number;
  /** Records in it. */
  records: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * A cursor is a rev (`<rev>`: every change up to it is stored) or, inside one rev too large for a
 * page, a place in it (`<rev>.<table>.<id>`, tombstones `<rev>.4.<entity>.<id>`). Opaque to the
 * client, which sends back the last one it stored.
 */
export const SYNC_CURSOR_PATTERN = new RegExp(
  `^\\d{1,15}(\\.[0-3]\\.${UUID}|\\.4\\.[a-z_]{1,30}\\.${UUID})?$`,
);

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

/** A service as the mirror stores it: the public wire form of GET /api/services/{id}. */
export interface ServiceRecord {
  id: string;
  name: string;
  description: string;
  descriptionEs: string | null;
  serviceSummary: string;
  serviceSummaryEs: string | null;
  type: ServiceType[];
  category: Category[];
  age: string | null;
  ageEs: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  location: { type: 'Point'; coordinates: [number, number] };
  timeZone: string;
  phone: string | null;
  contactEmail: string | null;
  website: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  youtube: string | null;
  isApproved: boolean;
  approvedAt: string | null;
  isCriticalHeader: boolean;
  criticalDescription: string | null;
  criticalDescriptionEs: string | null;
  isCriticalNeverExpire: boolean;
  criticalExpiredAt: string | null;
  likes: number;
  availableBeds: number;
  totalBeds: number;
  bedsObservedAt: string | null;
  isLowBarrier: boolean;
  isAllowedPet: boolean;
  isContact: boolean;
  isShowFlag: boolean;
  isShowDonate: boolean;
  schedules: ScheduleEntry[];
  closeSchedules: ScheduleEntry[];
  /** Imported hours that could not be read, as the source wrote them (absent in older mirrors). */
  hoursText?: string | null;
  /** The point is a gazetteer centre (imported without coordinates). */
  locationApproximate?: boolean;
  comment: string | null;
  user: string | null;
  addedByVolunteer: boolean;
  isDemo: boolean;
  rev: number;
  createdAt: string;
  updatedAt: string;
}

export interface CrisisLineRecord {
  id: string;
  name: string;
  description: string;
  descriptionEs: string | null;
  area: string;
  time: string;
  hoursEs: string | null;
  phone: string | null;
  text: string | null;
  chatWebLink: string | null;
  website: string | null;
  ranking: number;
  location: { type: 'Point'; coordinates: [number, number] };
  rev: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaticPageRecord {
  id: string;
  code: string;
  name: string;
  nameEs: string | null;
  content: string;
  contentEs: string | null;
  rev: number;
  createdAt: string;
  updatedAt: string;
}

export interface ChatbotFaqRecord {
  id: string;
  question: string;
  questionEs: string | null;
  answer: string;
  answerEs: string | null;
  keywords: string[];
  rev: number;
  createdAt: string;
  updatedAt: string;
}

export interface SyncRecords {
  services: ServiceRecord;
  crisisLines: CrisisLineRecord;
  staticPages: StaticPageRecord;
  chatbotFaqs: ChatbotFaqRecord;
}

/**
 * One page of changes, every change with `since < rev <= cursor`. `upserts` are whole records
 * (replace what you have); `deletes` are ids to drop (deleted, unapproved, permanently closed and
 * hidden, or outside the scope). Store both and the cursor in one transaction; ask again with
 * `since=cursor` while `more` is true. `remaining` counts the changes after this page (for a
 * progress bar during the first sync).
 */
export interface SyncPage {
  cursor: string;
  more: boolean;
  remaining: number;
  upserts: { [E in SyncEntity]: SyncRecords[E][] };
  deletes: { [E in SyncEntity]: string[] };
}

/** The header every replayed outbox write carries (api-contract §12, docs/sync.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A replay of a key with a different method, path or body is refused with this message. */
export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was used for a different request.';
/** A second request with a key whose first request is still running. */
export const IDEMPOTENCY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress.';
