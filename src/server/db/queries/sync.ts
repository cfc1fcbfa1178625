import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';

/**
 * Takes the next sync cursor inside the caller's transaction. The counter row stays locked until
 * commit, so cursors are handed out in commit order (see schema/sync.ts).
 */
export async function nextRev(tx: Pick<Database, 'execute'>): Promise<number> {
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`UPDATE sync_counter SET value = value + 1 WHERE id = 1 RETURNING value`,
  );
  const value = row?.value;
  if (value === undefined) throw new Error('sync_counter row is missing: run the migrations');
  return Number(value);
}
