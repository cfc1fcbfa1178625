import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';

const MAX_ENTRIES = 200;
/** Larger answers (limit=500 pages) are not kept: the memory bound is entries × this. */
const MAX_CHARS = 512 * 1024;

/**
 * The current sync cursor. Every write to services takes a new one (nextRev) and holds the counter
 * row locked until commit, so an answer cached under the cursor read before the query can only be
 * newer than that cursor, never older: a key can never serve data a write has since replaced.
 */
export async function currentRev(db: Database): Promise<string> {
  const [row] = await queryRows<{ value: string | number }>(
    db,
    sql`SELECT value FROM sync_counter WHERE id = 1`,
  );
  return String(row?.value ?? '0');
}

/**
 * Guests' list and count answers by URL and sync cursor (LRU). Many guests send the same query:
 * the location picker centres on the gazetteer's city point, the critical strip and the sub-filter
 * tabs are shared. Signed-in callers see their own unapproved services and owner emails, so they
 * always go to the database.
 */
export class ServiceListCache {
  private readonly entries = new Map<string, string>();

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    if (value.length > MAX_CHARS) return;
    this.entries.set(key, value);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
