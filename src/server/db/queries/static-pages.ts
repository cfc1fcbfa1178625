import type { Database } from '../client';
import { staticPages } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import type { StaticPageCode } from '@shared/domain/enums';
import { contentQueries, syncedWrites } from './synced-table-queries';

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

const t = staticPages;
const read = contentQueries(t, {
  sorts: { createdAt: t.createdAt, updatedAt: t.updatedAt, code: t.code, name: t.name },
  search: { code: t.code, name: t.name, content: t.content },
});
/** Pages are named by their code; each write takes a sync cursor, a delete leaves a tombstone. */
const write = syncedWrites(t, 'static_pages', t.code);

export const listStaticPages = (db: Database, query: StaticPageQuery) => read.list(db, query);
export const countStaticPages = (db: Database, query: StaticPageQuery) => read.count(db, query);
export const findStaticPage = (db: Database, code: string) =>
  read.findBy(db, t.code, code as StaticPageCode);

/** null when the code is taken (the column is unique). */
export const insertStaticPage = (db: Database, code: string, values: StaticPageValues) =>
  write.insertUnlessTaken(db, { ...values, code: code as StaticPageCode }, t.code);
export const updateStaticPage = (db: Database, code: string, values: StaticPageValues) =>
  write.update(db, code as StaticPageCode, values);
export const deleteStaticPage = (db: Database, code: string) =>
  write.delete(db, code as StaticPageCode);
