import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { homelessLiaisons } from '../schema';
import type { ListQuery } from '../../http/list-query';
import { allOf, orderOf, searchCondition } from './content-helpers';

export type LiaisonRow = typeof homelessLiaisons.$inferSelect;
export type LiaisonValues = Omit<
  typeof homelessLiaisons.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export const LIAISON_SORTS = ['createdAt', 'updatedAt', 'name', 'organization', 'area'] as const;
export const LIAISON_FILTERS = ['regionId'] as const;
export const LIAISON_SEARCH = ['name', 'organization', 'area', 'email', 'notes'] as const;
export type LiaisonQuery = ListQuery<
  (typeof LIAISON_SORTS)[number],
  (typeof LIAISON_FILTERS)[number],
  (typeof LIAISON_SEARCH)[number]
>;

const t = homelessLiaisons;
const where = (query: LiaisonQuery) =>
  allOf([
    searchCondition(query, {
      name: t.name,
      organization: t.organization,
      area: t.area,
      email: t.email,
      notes: t.notes,
    }),
    query.filters.regionId ? inArray(t.regionId, query.filters.regionId) : undefined,
  ]);

export function listLiaisons(db: Database, query: LiaisonQuery) {
  const columns = {
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    name: t.name,
    organization: t.organization,
    area: t.area,
  };
  return db
    .select()
    .from(t)
    .where(where(query))
    .orderBy(...orderOf(query, columns, t.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countLiaisons(db: Database, query: LiaisonQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(where(query));
  return Number(row?.n ?? 0);
}

export async function findLiaison(db: Database, id: string): Promise<LiaisonRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

export async function insertLiaison(db: Database, values: LiaisonValues) {
  const [row] = await db.insert(t).values(values).returning();
  return row as LiaisonRow;
}

export async function updateLiaison(db: Database, id: string, values: LiaisonValues) {
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  return row ?? null;
}

export async function deleteLiaison(db: Database, id: string) {
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row ?? null;
}
