import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { chatbotFaqs, crisisLines, services, staticPages } from '../schema';
import { inScopeColumn, liveTombstones, type ChangedService, type SyncScope } from './sync-changes';

type Db = Pick<Database, 'select' | 'execute'>;

/**
 * A place inside one rev: after the row `key` of table number `kind` (0 services, 1 crisis lines,
 * 2 static pages, 3 chatbot FAQ, 4 tombstones, whose key is `entity.entityId`). Pages split a rev
 * only when that rev alone holds more changes than a page (a bulk import, the demo seed), and then
 * walk it in this (kind, key) order.
 */
export interface RevPosition {
  rev: number;
  kind: number;
  key: string;
}

/** A cursor that passed SYNC_CURSOR_PATTERN (src/shared/sync/protocol.ts). */
export function parseCursor(cursor: string): { rev: number; after: RevPosition | null } {
  const [rev, kind, ...key] = cursor.split('.');
  const at = Number(rev);
  if (kind === undefined) return { rev: at, after: null };
  return { rev: at, after: { rev: at, kind: Number(kind), key: key.join('.') } };
}

export const formatPosition = (p: RevPosition) => `${p.rev}.${p.kind}.${p.key}`;

const { searchText: _searchText, ...serviceColumns } = getTableColumns(services);

/** Rows of `rev` after `after` in (kind, key) order, at most `n` (one index scan per table). */
export async function revSlice(
  db: Db,
  rev: number,
  after: RevPosition | null,
  n: number,
  scope: SyncScope | null,
) {
  const kindFrom = after?.kind ?? 0;
  const keyAfter = (kind: number, column: AnyPgColumn): SQL | undefined =>
    after && after.kind === kind ? gt(column, after.key) : undefined;
  const out = {
    services: [] as ChangedService[],
    crisisLines: [] as (typeof crisisLines.$inferSelect)[],
    staticPages: [] as (typeof staticPages.$inferSelect)[],
    chatbotFaqs: [] as (typeof chatbotFaqs.$inferSelect)[],
    tombstones: [] as { entity: string; id: string }[],
    last: null as RevPosition | null,
    taken: 0,
  };
  const left = () => n - out.taken;
  const note = (kind: number, key: string, count: number) => {
    out.taken += count;
    if (count > 0) out.last = { rev, kind, key };
  };

  if (kindFrom <= 0 && left() > 0) {
    out.services = (await db
      .select({ ...serviceColumns, inScope: inScopeColumn(scope) })
      .from(services)
      .where(and(eq(services.rev, rev), keyAfter(0, services.id)))
      .orderBy(asc(services.id))
      .limit(left())) as ChangedService[];
    note(0, out.services.at(-1)?.id ?? '', out.services.length);
  }
  const tables = [
    [1, crisisLines, 'crisisLines'],
    [2, staticPages, 'staticPages'],
    [3, chatbotFaqs, 'chatbotFaqs'],
  ] as const;
  for (const [kind, table, name] of tables) {
    if (kindFrom > kind || left() <= 0) continue;
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.rev, rev), keyAfter(kind, table.id)))
      .orderBy(asc(table.id))
      .limit(left());
    (out[name] as unknown[]) = rows;
    note(kind, rows.at(-1)?.id ?? '', rows.length);
  }
  if (left() > 0) {
    const [entity = '', entityId = ''] = after?.kind === 4 ? after.key.split('.') : [];
    const past =
      after?.kind === 4 ? sql`AND (entity, entity_id) > (${entity}, ${entityId}::uuid)` : sql``;
    const stones = await queryRows<{ entity: string; entity_id: string }>(
      db,
      sql`SELECT entity, entity_id FROM tombstones
          WHERE rev = ${rev} AND ${liveTombstones} ${past}
          ORDER BY entity, entity_id LIMIT ${left()}`,
    );
    out.tombstones = stones.map((s) => ({ entity: s.entity, id: s.entity_id }));
    const lastStone = stones.at(-1);
    note(4, lastStone ? `${lastStone.entity}.${lastStone.entity_id}` : '', stones.length);
  }
  return out;
}

/** Changes of `rev` after `after`, for `remaining` while a rev is being split. */
export async function countRevAfter(db: Db, after: RevPosition): Promise<number> {
  const keyed = (kind: number) =>
    after.kind > kind ? sql`false` : after.kind === kind ? sql`id > ${after.key}::uuid` : sql`true`;
  const [entity = '', entityId = ''] = after.kind === 4 ? after.key.split('.') : [];
  const stones =
    after.kind === 4 ? sql`(entity, entity_id) > (${entity}, ${entityId}::uuid)` : sql`true`;
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT (SELECT count(*) FROM services WHERE rev = ${after.rev} AND ${keyed(0)})
      + (SELECT count(*) FROM crisis_lines WHERE rev = ${after.rev} AND ${keyed(1)})
      + (SELECT count(*) FROM static_pages WHERE rev = ${after.rev} AND ${keyed(2)})
      + (SELECT count(*) FROM chatbot_faqs WHERE rev = ${after.rev} AND ${keyed(3)})
      + (SELECT count(*) FROM tombstones WHERE rev = ${after.rev} AND ${liveTombstones}
         AND ${stones}) AS n`,
  );
  return Number(row?.n ?? 0);
}
