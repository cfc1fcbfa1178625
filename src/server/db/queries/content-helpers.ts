import { and, asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { tombstones } from '../schema';
import type { ListQuery } from '../../http/list-query';
import { escapeLike } from './like';
import { nextRev } from './sync';

/** A transaction or the database itself: queries below run in either. */
export type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Records that a synced row is gone, so offline mirrors drop it (docs/architecture.md, sync).
 * Runs in the deleting transaction with that transaction's cursor.
 */
export async function writeTombstone(
  tx: Runner,
  entity: string,
  entityId: string,
  rev: number,
): Promise<void> {
  await tx
    .insert(tombstones)
    .values({ entity, entityId, rev })
    .onConflictDoUpdate({ target: [tombstones.entity, tombstones.entityId], set: { rev } });
}

export { nextRev };

/**
 * `search` fields + `q` as one condition: any listed column contains `q`, matched literally
 * (api-contract §12: never a pattern). No fields or no `q` means no condition, as in §0.8.
 */
export function searchCondition<K extends string>(
  query: Pick<ListQuery<string, string, K>, 'searchFields' | 'q'>,
  columns: Record<K, AnyColumn | SQL>,
): SQL | undefined {
  if (!query.q || query.searchFields.length === 0) return undefined;
  const pattern = `%${escapeLike(query.q)}%`;
  return or(...query.searchFields.map((field) => ilike(columns[field], pattern)));
}

/** The ORDER BY of a list: the asked column, then the id so pages never overlap or skip. */
export function orderOf<S extends string>(
  query: Pick<ListQuery<S, string, string>, 'sort' | 'direction'>,
  columns: Record<S, AnyColumn>,
  id: AnyColumn,
): SQL[] {
  const by = query.direction === 'desc' ? desc : asc;
  return [by(columns[query.sort]), by(id)];
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name a row is answered 404 before any query (api-contract §12). */
export const isUuid = (value: string) => UUID.test(value);
