import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FeedbackType } from '@shared/domain/enums';
import type { Database } from '../client';
import { feedbacks, files, services } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import { allOf, orderOf, searchCondition } from './synced-table-queries';
import type { Tx } from './service-writes';
import { linkFiles } from './uploads';

export type FeedbackRow = typeof feedbacks.$inferSelect;
export type FeedbackValues = Omit<
  typeof feedbacks.$inferInsert,
  'id' | 'isArchive' | 'createdAt' | 'updatedAt'
>;

export const FEEDBACK_SORTS = [
  'createdAt',
  'updatedAt',
  'subject',
  'name',
  'email',
  'type',
] as const;
export const FEEDBACK_FILTERS = ['type', 'isArchive', 'service'] as const;
export const FEEDBACK_SEARCH = ['subject', 'message', 'name', 'email', 'phone'] as const;

/** The list query with its filter values already typed by the route. */
export interface FeedbackQuery extends Omit<
  ListQuery<
    (typeof FEEDBACK_SORTS)[number],
    (typeof FEEDBACK_FILTERS)[number],
    (typeof FEEDBACK_SEARCH)[number]
  >,
  'filters'
> {
  types?: FeedbackType[];
  isArchive?: boolean[];
  serviceIds?: string[];
  /** Set for everyone but administrators: only feedback on services they own (docs/spec/api-contract.md §12). */
  ownerId?: string;
}

function where(query: FeedbackQuery): SQL | undefined {
  return allOf([
    searchCondition(query, {
      subject: feedbacks.subject,
      message: feedbacks.message,
      name: feedbacks.name,
      email: feedbacks.email,
      phone: feedbacks.phone,
    }),
    query.types ? inArray(feedbacks.type, query.types) : undefined,
    query.isArchive ? inArray(feedbacks.isArchive, query.isArchive) : undefined,
    query.serviceIds ? inArray(feedbacks.serviceId, query.serviceIds) : undefined,
    query.ownerId ? eq(feedbacks.serviceOwnerId, query.ownerId) : undefined,
  ]);
}

export function listFeedbacks(db: Database, query: FeedbackQuery) {
  const columns = {
    createdAt: feedbacks.createdAt,
    updatedAt: feedbacks.updatedAt,
    subject: feedbacks.subject,
    name: feedbacks.name,
    email: feedbacks.email,
    type: feedbacks.type,
  };
  return db
    .select()
    .from(feedbacks)
    .where(where(query))
    .orderBy(...orderOf(query, columns, feedbacks.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countFeedbacks(db: Database, query: FeedbackQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedbacks).where(where(query));
  return Number(row?.n ?? 0);
}

/** The attachment ids of each feedback, oldest first (the order they were sent in). */
export async function fileIdsOf(db: Database, feedbackIds: string[]) {
  const out = new Map<string, string[]>();
  if (feedbackIds.length === 0) return out;
  const rows = await db
    .select({ id: files.id, feedbackId: files.feedbackId })
    .from(files)
    .where(inArray(files.feedbackId, feedbackIds))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const { id, feedbackId } of rows) {
    if (feedbackId) out.set(feedbackId, [...(out.get(feedbackId) ?? []), id]);
  }
  return out;
}

export async function findFeedback(db: Database, id: string): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id)).limit(1);
  return row ?? null;
}

/** An approved service and its owner: feedback can only be sent about what the public sees. */
export async function findPublicService(db: Database, id: string) {
  const [row] = await db
    .select({ id: services.id, userId: services.userId })
    .from(services)
    .where(and(eq(services.id, id), eq(services.isApproved, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the feedback and links its staged attachments (queries/uploads.ts) in one transaction:
 * never a feedback with half its files. `alsoInTx` runs in it last, with what was stored (the
 * route stores its Idempotency-Key answer there, so the two commit together).
 */
export function insertFeedback(
  db: Database,
  values: FeedbackValues,
  fileIds: string[],
  alsoInTx?: (tx: Tx, stored: { row: FeedbackRow; fileIds: string[] }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedbacks).values(values).returning();
    if (!row) throw new Error('feedback insert returned no row');
    await linkFiles(tx, row.id, fileIds);
    const result = { row, fileIds };
    await alsoInTx?.(tx, result);
    return result;
  });
}

export async function archiveFeedback(db: Database, id: string) {
  const [row] = await db
    .update(feedbacks)
    .set({ isArchive: true })
    .where(eq(feedbacks.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the feedback; its files go with it (ON DELETE CASCADE). */
export async function deleteFeedback(db: Database, id: string) {
  const [row] = await db.delete(feedbacks).where(eq(feedbacks.id, id)).returning();
  return row ?? null;
}
