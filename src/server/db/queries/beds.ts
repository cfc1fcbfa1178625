import { and, arrayContains, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { bedUpdates, services } from '../schema';
import { syncVisibility, type Tx } from './service-writes';
import { nextRev } from './sync';

/** The shelters whose beds a person counts: their own, or every shelter for administrators. */
export function listShelters(
  db: Database,
  ownerId: string | null,
  page: { limit: number; skip: number },
) {
  const conditions: SQL[] = [arrayContains(services.type, ['SHELTER'])];
  if (ownerId) conditions.push(eq(services.userId, ownerId));
  return db
    .select()
    .from(services)
    .where(and(...conditions))
    .orderBy(asc(services.name), asc(services.id))
    .limit(page.limit)
    .offset(page.skip);
}

/**
 * These services, locked until the transaction ends: two bed counts of one shelter arriving
 * together (several server instances on one database) are then compared one after the other,
 * the second against what the first stored. Locked in id order, so two such writes never wait
 * on each other crosswise.
 */
export function lockServicesForUpdate(tx: Tx, ids: string[]) {
  return tx
    .select()
    .from(services)
    .where(inArray(services.id, ids))
    .orderBy(asc(services.id))
    .for('update');
}

export interface BedObservation {
  serviceId: string;
  availableBeds: number;
  totalBeds: number;
  observedAt: Date;
  userId: string;
  /** Administrators' updates approve the shelter (docs/spec/product-spec.md §4); nobody's un-approve it. */
  approve: boolean;
}

/**
 * Records the observation and applies it only when it is not older than the stored one: the
 * newest observation wins, whatever order offline devices replay in. Answers whether it applied.
 */
export async function recordBeds(tx: Tx, o: BedObservation, storedObservedAt: Date | null) {
  const accepted = storedObservedAt === null || o.observedAt >= storedObservedAt;
  await tx.insert(bedUpdates).values({
    serviceId: o.serviceId,
    availableBeds: o.availableBeds,
    totalBeds: o.totalBeds,
    observedAt: o.observedAt,
    userId: o.userId,
    accepted,
  });
  if (!accepted) return false;
  const rev = await nextRev(tx);
  const [row] = await tx
    .update(services)
    .set({
      availableBeds: o.availableBeds,
      totalBeds: o.totalBeds,
      bedsObservedAt: o.observedAt,
      bedsUpdatedBy: o.userId,
      rev,
      updatedAt: new Date(),
      ...(o.approve ? { isApproved: true, approvedAt: new Date() } : {}),
    })
    .where(eq(services.id, o.serviceId))
    .returning();
  if (row && o.approve) await syncVisibility(tx, row);
  return true;
}
