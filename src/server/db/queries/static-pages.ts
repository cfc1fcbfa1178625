import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { staticPages } from '../schema';
import type { ListQuery } from '../../http/list-query';
import type { StaticPageCode } from '../../../shared/domain/enums';
import { allOf, nextRev, orderOf, searchCondition, writeTombstone } from './content-helpers';

export type StaticPageRow = typeof staticPages.$inferSelect;
export interface StaticPageValues {
  name: string;
  nameEs: string | null;
  content: string;
  contentEs: string | null;
}

export const PAGE_SORTS = ['createdAt', 'updatedAt', 'code', 'name'] as const;
export const PAGE_SEARCH = ['code', 'name', 'content'] as const;
export type StaticPageQuery = ListQuery<
  (typeof PAGE_SORTS)[number],
  never,
  (typeof PAGE_SEARCH)[number]
>;

const where = (query: StaticPageQuery) =>
  allOf([
    searchCondition(query, {
      code: staticPages.code,
      name: staticPages.name,
      content: staticPages.content,
    }),
  ]);

export function listStaticPages(db: Database, query: StaticPageQuery) {
  const columns = {
    createdAt: staticPages.createdAt,
    updatedAt: staticPages.updatedAt,
    code: staticPages.code,
    name: staticPages.name,
  };
  return db
    .select()
    .from(staticPages)
    .where(where(query))
    .orderBy(...orderOf(query, columns, staticPages.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countStaticPages(db: Database, query: StaticPageQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staticPages).where(where(query));
  return Number(row?.n ?? 0);
}

export async function findStaticPage(db: Database, code: string): Promise<StaticPageRow | null> {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(eq(staticPages.code, code as StaticPageCode))
    .limit(1);
  return row ?? null;
}

/** null when the code is taken (the column is unique). */
export function insertStaticPage(db: Database, code: string, values: StaticPageValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .insert(staticPages)
      .values({ ...values, code: code as StaticPageCode, rev })
      .onConflictDoNothing({ target: staticPages.code })
      .returning();
    return row ?? null;
  });
}

export function updateStaticPage(db: Database, code: string, values: StaticPageValues) {
  return db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    const [row] = await tx
      .update(staticPages)
      .set({ ...values, rev })
      .where(eq(staticPages.code, code as StaticPageCode))
      .returning();
    return row ?? null;
  });
}

export function deleteStaticPage(db: Database, code: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staticPages)
      .where(eq(staticPages.code, code as StaticPageCode))
      .returning();
    if (!row) return null;
    await writeTombstone(tx, 'static_pages', row.id, await nextRev(tx));
    return row;
  });
}
