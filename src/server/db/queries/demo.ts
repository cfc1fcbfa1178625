import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';

/** Whether the database holds the fictional demo listings (labelled `is_demo` by the seed). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ demo: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM services WHERE is_demo) AS demo`,
  );
  return row?.demo === true;
}
