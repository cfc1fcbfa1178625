import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { tombstones } from '../schema';
import type { ListQuery } from '@server/http/list-query';
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
 * (docs/spec/api-contract.md §12: never a pattern). No fields or no `q` means no condition, as in §0.8.
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

/** A path id that cannot name a row is answered 404 before any query (docs/spec/api-contract.md §12). */
export const isUuid = (value: string) => UUID.test(value);

/** The wire names of a list's sortable, searchable and filterable columns (docs/spec/api-contract.md §0.8). */
export interface ContentColumns<S extends string, F extends string, K extends string> {
  sorts: Record<S, AnyColumn>;
  search: Record<K, AnyColumn | SQL>;
  /** Each given filter matches rows whose column is any of its values. */
  filters?: Record<F, AnyColumn>;
}

/**
 * The read side every content list shares: `where` (search, then filters), `list` (ordered and
 * paged), `count` (same `where`), and `findBy` one row by a column. Rows are the table's own.
 */
export function contentQueries<
  T extends PgTable & { id: AnyPgColumn },
  S extends string,
  K extends string,
  F extends string = never,
>(table: T, columns: ContentColumns<S, F, K>) {
  type Row = T['$inferSelect'];
  type Query = ListQuery<S, F, K>;
  // drizzle cannot resolve its select types for a generic table; the rows are T's own.
  const source = table as PgTable;
  const filters = Object.entries(columns.filters ?? {}) as [F, AnyColumn][];

  const where = (query: Query) =>
    allOf([
      searchCondition(query, columns.search),
      ...filters.map(([name, column]) => {
        const values = query.filters[name];
        return values ? inArray(column, values) : undefined;
      }),
    ]);

  return {
    where,
    async list(db: Runner, query: Query): Promise<Row[]> {
      const rows = await db
        .select()
        .from(source)
        .where(where(query))
        .orderBy(...orderOf(query, columns.sorts, table.id))
        .limit(query.limit)
        .offset(query.skip);
      return rows as Row[];
    },
    async count(db: Runner, query: Query): Promise<number> {
      const [row] = await db.select({ n: count() }).from(source).where(where(query));
      return Number(row?.n ?? 0);
    },
    async findBy<C extends AnyPgColumn>(
      db: Runner,
      column: C,
      value: C['_']['data'],
    ): Promise<Row | null> {
      const [row] = await db.select().from(source).where(eq(column, value)).limit(1);
      return (row as Row | undefined) ?? null;
    },
  };
}

/**
 * Writes of a synced table (docs/architecture.md, sync): each in its own transaction that takes a
 * sync cursor as the row's `rev`; a delete leaves a tombstone with its cursor under `entity`, named
 * by the row's id. Rows are keyed by `key` (the id unless given); update and delete answer null when
 * no row has it.
 */
export function syncedWrites<
  T extends PgTable & { id: AnyPgColumn; rev: AnyPgColumn },
  C extends AnyPgColumn = T['id'],
>(table: T, entity: string, key?: C) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'rev'>;
  // drizzle cannot resolve its insert/update types for a generic table: the values are T's own
  // (minus the rev added here), and so are the rows.
  const target = table as PgTable;
  const keyColumn: AnyPgColumn = key ?? table.id;
  const withRev = (values: Values | Partial<Values>, rev: number) =>
    ({ ...values, rev }) as PgInsertValue<PgTable>;

  async function insertRow(db: Database, values: Values, unique?: AnyPgColumn) {
    return db.transaction(async (tx) => {
      const rev = await nextRev(tx);
      const insert = tx.insert(target).values(withRev(values, rev));
      const [row] = await (
        unique ? insert.onConflictDoNothing({ target: unique }) : insert
      ).returning();
      return row as Row | undefined;
    });
  }

  return {
    /** The new row: with no conflict target an insert either returns its row or throws. */
    insert: async (db: Database, values: Values) => (await insertRow(db, values)) as Row,
    /** null when `unique` already has the value, even in a race with another insert. */
    insertUnlessTaken: async (db: Database, values: Values, unique: AnyPgColumn) =>
      (await insertRow(db, values, unique)) ?? null,
    update(db: Database, keyValue: C['_']['data'], values: Partial<Values>) {
      return db.transaction(async (tx) => {
        const rev = await nextRev(tx);
        const [row] = await tx
          .update(target)
          .set(withRev(values, rev) as PgUpdateSetSource<PgTable>)
          .where(eq(keyColumn, keyValue))
          .returning();
        return (row as Row | undefined) ?? null;
      });
    },
    delete(db: Database, keyValue: C['_']['data']) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(target).where(eq(keyColumn, keyValue)).returning();
        if (!row) return null;
        // T has an `id` column (the constraint above), so the row has its uuid.
        await writeTombstone(tx, entity, (row as { id: string }).id, await nextRev(tx));
        return row as Row;
      });
    },
  };
}
