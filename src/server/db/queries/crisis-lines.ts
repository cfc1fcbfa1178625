import type { Database } from '../client';
import { crisisLines } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import { contentQueries, syncedWrites, type Runner } from './synced-table-queries';

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

const t = crisisLines;
const read = contentQueries(t, {
  sorts: {
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    name: t.name,
    area: t.area,
    ranking: t.ranking,
  },
  search: { name: t.name, description: t.description, area: t.area, phone: t.phone },
  filters: { area: t.area },
});
/** Every write takes a sync cursor in its own transaction (docs/architecture.md, sync). */
const write = syncedWrites(t, 'crisis_lines');

export const listCrisisLines = (db: Database, query: CrisisLineQuery) => read.list(db, query);
export const countCrisisLines = (db: Database, query: CrisisLineQuery) => read.count(db, query);
export const findCrisisLine = (db: Runner, id: string) => read.findBy(db, t.id, id);

export const insertCrisisLine = (db: Database, values: CrisisLineValues) =>
  write.insert(db, values);
export const updateCrisisLine = (db: Database, id: string, values: CrisisLineValues) =>
  write.update(db, id, values);
/** Deletes the line and leaves a tombstone with the same cursor; null when it was not there. */
export const deleteCrisisLine = (db: Database, id: string) => write.delete(db, id);
