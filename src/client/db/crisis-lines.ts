import type { RefugioDb } from './database';

/**
 * Drops a crisis line the server has just deleted from the mirror, so the directory updates at
 * once; the next pull brings its tombstone, which then deletes nothing.
 */
export async function removeLocalCrisisLine(db: RefugioDb, id: string): Promise<void> {
  await db.crisisLines.delete(id);
}
