import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { services, tombstones, users } from '../schema';
import { queryRows } from '../raw';
import type { ServiceRow } from './services';
import { nextRev } from './sync';
import { isPublicService } from '@shared/sync/public-service';

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ServiceValues = typeof services.$inferInsert;

const ENTITY = 'services';

/** Offline mirrors drop a service that is deleted, un-approved or permanently closed. */
export async function writeServiceTombstone(tx: Tx, id: string, rev: number): Promise<void> {
  await tx
    .insert(tombstones)
    .values({ entity: ENTITY, entityId: id, rev })
    .onConflictDoUpdate({ target: [tombstones.entity, tombstones.entityId], set: { rev } });
}

/** A service visible again (re-approved, re-opened) is no longer gone for the mirrors. */
export async function clearServiceTombstone(tx: Tx, id: string): Promise<void> {
  await tx
    .delete(tombstones)
    .where(and(eq(tombstones.entity, ENTITY), eq(tombstones.entityId, id)));
}

/** Hidden from the public mirror: not approved, or permanently closed. */
const hidden = (row: ServiceRow) => !isPublicService(row);

/** Tombstone or un-tombstone after a write, as the row's public visibility says. */
export async function syncVisibility(tx: Tx, row: ServiceRow): Promise<void> {
  if (hidden(row)) await writeServiceTombstone(tx, row.id, row.rev);
  else await clearServiceTombstone(tx, row.id);
}

export async function insertService(tx: Tx, values: Omit<ServiceValues, 'rev'>) {
  const rev = await nextRev(tx);
  const [row] = await tx
    .insert(services)
    .values({ ...values, rev })
    .returning();
  if (!row) throw new Error('insert returned no service');
  if (hidden(row)) await writeServiceTombstone(tx, row.id, rev);
  return row;
}

export async function updateService(
  tx: Tx,
  id: string,
  values: Partial<Omit<ServiceValues, 'rev' | 'id'>>,
): Promise<ServiceRow | null> {
  const rev = await nextRev(tx);
  const [row] = await tx
    .update(services)
    .set({ ...values, rev, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  if (!row) return null;
  await syncVisibility(tx, row);
  return row;
}

export async function deleteServices(tx: Tx, ids: string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rev = await nextRev(tx);
  const rows = await tx.delete(services).where(inArray(services.id, ids)).returning();
  for (const row of rows) await writeServiceTombstone(tx, row.id, rev);
  return rows;
}

export async function approveServices(tx: Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  const rev = await nextRev(tx);
  const rows = await tx
    .update(services)
    .set({ isApproved: true, approvedAt: at, rev, updatedAt: at })
    .where(inArray(services.id, ids))
    .returning();
  for (const row of rows) await syncVisibility(tx, row);
}

export async function findUserByEmail(db: Pick<Database, 'select'>, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the user's row until commit, so two concurrent creates cannot both pass the quota check.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await queryRows(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}
