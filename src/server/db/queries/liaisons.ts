import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { homelessLiaisons } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import { contentQueries } from './synced-table-queries';

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
const read = contentQueries(t, {
  sorts: {
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    name: t.name,
    organization: t.organization,
    area: t.area,
  },
  search: {
    name: t.name,
    organization: t.organization,
    area: t.area,
    email: t.email,
    notes: t.notes,
  },
  filters: { regionId: t.regionId },
});

export const listLiaisons = (db: Database, query: LiaisonQuery) => read.list(db, query);
export const countLiaisons = (db: Database, query: LiaisonQuery) => read.count(db, query);
export const findLiaison = (db: Database, id: string) => read.findBy(db, t.id, id);

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
