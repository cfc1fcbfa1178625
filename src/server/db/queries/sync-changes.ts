import { and, asc, getTableColumns, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LngLat } from '@shared/geo/distance';
import type { SyncEntity } from '@shared/sync/protocol';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { chatbotFaqs, crisisLines, services, staticPages } from '../schema';
import { earthOf, serviceEarth } from './service-conditions';
import type { ServiceWireRow } from './services';

/** The entity names writers use in `tombstones` (writeTombstone, writeServiceTombstone). */
export const TOMBSTONE_ENTITIES: Record<string, SyncEntity> = {
  services: 'services',
  crisis_lines: 'crisisLines',
  static_pages: 'staticPages',
  chatbot_faqs: 'chatbotFaqs',
};

type Db = Pick<Database, 'select' | 'execute'>;

/** The last cursor handed out and committed (every rev <= it is visible). */
export async function currentRev(db: Db): Promise<number> {
  const [row] = await queryRows<{ value: string | number }>(
    db,
    sql`SELECT value FROM sync_counter WHERE id = 1`,
  );
  return Number(row?.value ?? 0);
}

/**
 * A tombstone of a service whose row still exists (unapproved, permanently closed) is not a change
 * of its own: the row, with the same rev, already says "delete". Counting only the others keeps
 * every change counted once.
 */
export const liveTombstones = sql`(entity <> 'services' OR NOT EXISTS (
  SELECT 1 FROM services s WHERE s.id = tombstones.entity_id))`;

/**
 * The revs of the first `n` changes after `since`, in rev order. Each table gives at most `n`
 * (one index range scan each), so the merged first `n` are exact.
 */
export async function firstChangeRevs(db: Db, since: number, n: number): Promise<number[]> {
  const rows = await queryRows<{ rev: string | number }>(
    db,
    sql`SELECT rev FROM (
      (SELECT rev FROM services WHERE rev > ${since} ORDER BY rev LIMIT ${n})
      UNION ALL (SELECT rev FROM crisis_lines WHERE rev > ${since} ORDER BY rev LIMIT ${n})
      UNION ALL (SELECT rev FROM static_pages WHERE rev > ${since} ORDER BY rev LIMIT ${n})
      UNION ALL (SELECT rev FROM chatbot_faqs WHERE rev > ${since} ORDER BY rev LIMIT ${n})
      UNION ALL (SELECT rev FROM tombstones WHERE rev > ${since} AND ${liveTombstones}
                 ORDER BY rev LIMIT ${n})
    ) AS changes ORDER BY rev LIMIT ${n}`,
  );
  return rows.map((r) => Number(r.rev));
}

/**
 * Where a page of at most `limit` changes ends without splitting a rev (one transaction): the
 * highest rev whose changes all fit, or the first rev alone when it is larger than the limit.
 * `revs` are the first `limit + 1` change revs in order (firstChangeRevs). null: nothing changed.
 */
export function pageEnd(revs: number[], limit: number): number | null {
  if (revs.length === 0) return null;
  if (revs.length <= limit) return revs[revs.length - 1] ?? null;
  const next = revs[limit] ?? 0;
  let end: number | null = null;
  for (let i = 0; i < limit; i += 1) {
    const rev = revs[i] ?? 0;
    if (rev < next) end = rev;
  }
  return end ?? next;
}

/** Changes after `rev`, each counted once (for the client's progress bar). */
export async function countChangesAfter(db: Db, rev: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT (SELECT count(*) FROM services WHERE rev > ${rev})
      + (SELECT count(*) FROM crisis_lines WHERE rev > ${rev})
      + (SELECT count(*) FROM static_pages WHERE rev > ${rev})
      + (SELECT count(*) FROM chatbot_faqs WHERE rev > ${rev})
      + (SELECT count(*) FROM tombstones WHERE rev > ${rev} AND ${liveTombstones}) AS n`,
  );
  return Number(row?.n ?? 0);
}

export interface SyncScope {
  point: LngLat;
  miles: number;
}

export type ChangedService = ServiceWireRow & { inScope: boolean };

const { searchText: _searchText, ...serviceColumns } = getTableColumns(services);

/** The scope test of one row: within `miles` of the point (true without a scope). */
export function inScopeColumn(scope: SyncScope | null): SQL<boolean> {
  if (!scope) return sql<boolean>`true`;
  const meters = scope.miles * 1609.344;
  return sql<boolean>`(earth_distance(${serviceEarth}, ${earthOf(scope.point)}) <= ${meters}::float8)`;
}

/** Every changed row of the page (since, end]: one indexed range query per table. */
export async function changesBetween(db: Db, since: number, end: number, scope: SyncScope | null) {
  const range = (t: { rev: AnyPgColumn }) => and(gt(t.rev, since), lte(t.rev, end));
  const [changedServices, lines, pages, faqs, stones] = await Promise.all([
    db
      .select({ ...serviceColumns, inScope: inScopeColumn(scope) })
      .from(services)
      .where(range(services))
      .orderBy(asc(services.rev), asc(services.id)),
    db.select().from(crisisLines).where(range(crisisLines)).orderBy(asc(crisisLines.rev)),
    db.select().from(staticPages).where(range(staticPages)).orderBy(asc(staticPages.rev)),
    db.select().from(chatbotFaqs).where(range(chatbotFaqs)).orderBy(asc(chatbotFaqs.rev)),
    queryRows<{ entity: string; entity_id: string }>(
      db,
      sql`SELECT entity, entity_id FROM tombstones
          WHERE rev > ${since} AND rev <= ${end} AND ${liveTombstones} ORDER BY rev`,
    ),
  ]);
  return {
    services: changedServices as ChangedService[],
    crisisLines: lines,
    staticPages: pages,
    chatbotFaqs: faqs,
    tombstones: stones.map((s) => ({ entity: s.entity, id: s.entity_id })),
  };
}
