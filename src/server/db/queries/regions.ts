import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { regions } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import { contentQueries } from './synced-table-queries';

export type RegionRow = typeof regions.$inferSelect;
export interface RegionValues {
  name: string;
  description: string | null;
  states: string[];
}

export const REGION_SORTS = ['createdAt', 'updatedAt', 'name'] as const;
export const REGION_SEARCH = ['name', 'description'] as const;
export type RegionQuery = ListQuery<
  (typeof REGION_SORTS)[number],
  never,
  (typeof REGION_SEARCH)[number]
>;

const read = contentQueries(regions, {
  sorts: { createdAt: regions.createdAt, updatedAt: regions.updatedAt, name: regions.name },
  search: { name: regions.name, description: regions.description },
});

export const listRegions = (db: Database, query: RegionQuery) => read.list(db, query);
export const countRegions = (db: Database, query: RegionQuery) => read.count(db, query);
export const findRegion = (db: Database, id: string) => read.findBy(db, regions.id, id);

/** Whether another region already has this name (names are unique, compared without case). */
export async function regionNameTaken(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        eq(sql`lower(${regions.name})`, name.toLowerCase()),
        exceptId ? ne(regions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** null when the name is taken (unique index), even in a race with another insert. */
export async function insertRegion(db: Database, values: RegionValues) {
  const [row] = await db
    .insert(regions)
    .values(values)
    .onConflictDoNothing({ target: regions.name })
    .returning();
  return row ?? null;
}

export async function updateRegion(db: Database, id: string, values: RegionValues) {
  const [row] = await db.update(regions).set(values).where(eq(regions.id, id)).returning();
  return row ?? null;
}

/** Its coordinators go with it; its liaisons stay, without a region (schema/geo.ts). */
export async function deleteRegion(db: Database, id: string) {
  const [row] = await db.delete(regions).where(eq(regions.id, id)).returning();
  return row ?? null;
}
