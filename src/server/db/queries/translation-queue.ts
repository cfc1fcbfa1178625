import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { services, translationQueue } from '../schema';
import type { Tx } from './service-writes';

type Db = Database | Tx;

/**
 * Queues a service for machine translation (docs/translation.md), in the save's own transaction. A job
 * already there is made due again with a fresh count: the text changed, so old failures say
 * little about the next try.
 */
export async function enqueueTranslation(db: Db, serviceId: string): Promise<void> {
  await db
    .insert(translationQueue)
    .values({ serviceId })
    .onConflictDoUpdate({
      target: translationQueue.serviceId,
      set: { attempts: 0, nextAttemptAt: sql`now()`, lastError: null },
    });
}

/**
 * Takes up to `limit` due jobs for this worker: `FOR UPDATE SKIP LOCKED` lets several instances
 * share the queue, and moving `nextAttemptAt` to the end of a lease keeps the others off a job
 * while it is translated outside any transaction (a crashed worker's jobs come back after it).
 */
export async function claimTranslationJobs(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<{ serviceId: string; attempts: number }[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ service_id: string; attempts: number }>(
      tx,
      sql`SELECT service_id, attempts FROM translation_queue
          WHERE next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    );
    const ids = rows.map((r) => r.service_id);
    if (ids.length > 0) {
      await tx
        .update(translationQueue)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(translationQueue.serviceId, ids));
    }
    return rows.map((r) => ({ serviceId: r.service_id, attempts: Number(r.attempts) }));
  });
}

export async function finishTranslationJob(db: Db, serviceId: string): Promise<void> {
  await db.delete(translationQueue).where(eq(translationQueue.serviceId, serviceId));
}

/** Due again at once (the English changed while it was being translated). */
export async function retryTranslationJobNow(db: Db, serviceId: string): Promise<void> {
  await db
    .update(translationQueue)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(translationQueue.serviceId, serviceId));
}

export async function failTranslationJob(
  db: Db,
  serviceId: string,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(translationQueue)
    .set({ attempts, lastError: error.slice(0, 1000), nextAttemptAt })
    .where(eq(translationQueue.serviceId, serviceId));
}

export async function findTranslationJob(db: Db, serviceId: string) {
  const [row] = await db
    .select()
    .from(translationQueue)
    .where(eq(translationQueue.serviceId, serviceId));
  return row ?? null;
}

/** The service rows of the claimed jobs (a deleted service's job went with it: cascade). */
export async function servicesToTranslate(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, ids));
}

/** The service row, locked until commit: the worker re-checks it before writing (SKIP LOCKED). */
export async function lockServiceRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row ?? null;
}
