import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { crisisLines } from '../schema';
import type { ListQuery } from '../../http/list-query';
import {
  allOf,
  nextRev,
  orderOf,
  searchCondition,
  writeTombstone,
  type Runner,
} from './content-helpers';

export type CrisisLineRow = typeof crisisLines.$inferSelect;
export type CrisisLineValues = Omit<
  typeof crisisLines.$inferInsert,
  'id' | 'rev' | 'createdAt' | 'updatedAt'
>;

export const CRISIS_LINE_SORTS = ['createdAt', 'updatedAt', 'name', 'area', 'ranking'] as const;
export const CRISIS_LINE_FILTERS = ['area'] as const;
export const CRISIS_LINE_SEARCH = ['name', 'description', 'area', 'phone'] as const;
export type CrisisLineQuery = ListQuery<
  (typeof CRISIS_LINE_SORTS)[number],
  (typeof CRISIS_LINE_FILTERS)[number],
  (typeof CRISIS_LINE_SEARCH)[number]
>;

function where(query: CrisisLineQuery) {
  return allOf([
    searchCondition(query, {
      name: crisisLines.name,
      description: crisisLines.description,
      area: crisisLines.area,
      phone: crisisLines.phone,
    }),
    query.filters.area ? inArray(crisisLines.area, query.filters.area) : undefined,
  ]);
}

export function listCrisisLines(db: Database, query: CrisisLineQuery) {
  return db
    .select()
    .from(crisisLines)
    .where(where(query))
    .orderBy(
      ...orderOf(
        query,
        {
          createdAt: crisisLines.createdAt,
          updatedAt: crisisLines.updatedAt,
          name: crisisLines.name,
          area: crisisLines.area,
          ranking: crisisLines.ranking,
        },
        crisisLines.id,
      ),
    )
    .limit(query.limit)
    .offset(query.skip);
}

export async function countCrisisLines(db: Database, query: CrisisLineQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(crisisLines).where(where(query));
  return Number(row?.n ?? 0);
}

export async function findCrisisLine(db: Runner, id: string): Promise<CrisisLineRow | null> {
  const [row] = await db.select().from(crisisLines).where(eq(crisisLines.id, id)).limit(1);
  return row ?? null;
}

/** Every write takes a sync cursor in its own transaction (docs/architecture.md, sync). */
export function insertCrisisLine(db: Database, values: CrisisLineValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .insert(crisisLines)
      .values({ ...values, rev })
      .returning();
    return row as CrisisLineRow;
  });
}

export function updateCrisisLine(db: Database, id: string, values: CrisisLineValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .update(crisisLines)
      .set({ ...values, rev })
      .where(eq(crisisLines.id, id))
      .returning();
    return row ?? null;
  });
}

/** Deletes the line and leaves a tombstone with the same cursor; null when it was not there. */
export function deleteCrisisLine(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(crisisLines).where(eq(crisisLines.id, id)).returning();
    if (!row) return null;
    await writeTombstone(tx, 'crisis_lines', id, await nextRev(tx));
    return row;
  });
}
