import { MESSAGES } from '@shared/validation/messages';
import type { QueuedFile } from '@shared/sync/outbox';
import type { ManagedShelter, RefugioDb } from '@client/db/database';
import { getService } from '@client/db/service-records';
import { enqueue } from './outbox';

/** This device's id for kudos (one per service per device), made once and kept in the mirror. */
export async function deviceId(db: RefugioDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get('deviceId');
    if (row) return String(row.value);
    const id = crypto.randomUUID();
    await db.meta.put({ name: 'deviceId', value: id });
    return id;
  });
}

/**
 * Gives a kudo: marked locally and queued in one transaction. False when this device already gave
 * one to the service (docs/spec/product-spec.md §4: one per service per device).
 */
export async function giveKudo(db: RefugioDb, serviceId: string, now = Date.now()) {
  const device = await deviceId(db);
  return db.transaction('rw', [db.kudos, db.outbox], async () => {
    if (await db.kudos.get(serviceId)) return false;
    await db.kudos.add({ serviceId, givenAt: now, state: 'pending' });
    await enqueue(db, { kind: 'kudo', serviceId, deviceId: device }, null, now);
    return true;
  });
}

/**
 * Adds or removes a favorite. Favorites always work on the device; a signed-in person's change is
 * also queued for their account. Answers whether it is a favorite now.
 */
export async function toggleFavorite(
  db: RefugioDb,
  serviceId: string,
  userId: string | null,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', [db.favorites, db.outbox], async () => {
    const was = await db.favorites.get(serviceId);
    if (was) await db.favorites.delete(serviceId);
    else await db.favorites.add({ serviceId, addedAt: now });
    if (userId)
      await enqueue(db, { kind: was ? 'favoriteRemove' : 'favoriteAdd', serviceId }, userId, now);
    return !was;
  });
}

/** Queues a service or app feedback (with its attachments) to be sent when there is a network. */
export function queueFeedback(
  db: RefugioDb,
  kind: 'serviceFeedback' | 'appFeedback',
  fields: Record<string, string>,
  files: QueuedFile[],
  userId: string | null,
  now = Date.now(),
) {
  return db.transaction('rw', db.outbox, () => enqueue(db, { kind, fields, files }, userId, now));
}

export class BedCountError extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'BedCountError';
  }
}

/**
 * Queues a bed count observed now on this device. The mirror keeps the server's value; the UI shows
 * the pending count (pendingBeds) with a mark until the server confirms, then the server's value
 * — which is an older observation's only if this one lost (docs/sync.md).
 */
export async function updateBeds(
  db: RefugioDb,
  input: { serviceId: string; availableBeds: number; totalBeds?: number },
  userId: string,
  now = Date.now(),
) {
  const service = await getService(db, input.serviceId);
  // An unapproved shelter is not in the mirror: then the server checks the total alone.
  const total = input.totalBeds ?? service?.totalBeds;
  if (!Number.isInteger(input.availableBeds) || input.availableBeds < 0)
    throw new BedCountError(MESSAGES.AVAILABLE_BEDS_MIN);
  if (total !== undefined && input.availableBeds > total)
    throw new BedCountError(MESSAGES.BEDS_AVAILABLE_OVER_TOTAL);
  return db.transaction('rw', db.outbox, () =>
    enqueue(
      db,
      {
        kind: 'beds',
        serviceId: input.serviceId,
        availableBeds: input.availableBeds,
        ...(input.totalBeds === undefined ? {} : { totalBeds: input.totalBeds }),
        observedAt: new Date(now).toISOString(),
      },
      userId,
      now,
    ),
  );
}

/** The newest queued (unconfirmed) bed count of a shelter, if any: shown with a pending mark. */
export async function pendingBeds(db: RefugioDb, serviceId: string) {
  const entries = await db.outbox.where('state').equals('pending').sortBy('seq');
  const mine = entries.filter((e) => e.op.kind === 'beds' && e.op.serviceId === serviceId);
  const last = mine.at(-1);
  return last && last.op.kind === 'beds'
    ? {
        availableBeds: last.op.availableBeds,
        totalBeds: last.op.totalBeds,
        observedAt: last.op.observedAt,
      }
    : null;
}

/** A shelter as GET /api/services/beds lists it, before it is kept for this person. */
export type ListedShelter = Omit<ManagedShelter, 'userId' | 'fetchedAt'>;

/**
 * Keeps the signed-in person's shelters for offline bed updates: their previous rows are replaced
 * in one transaction, so a shelter they no longer manage disappears and the screen never sees a
 * half-written list. Other people's rows on this device stay untouched.
 */
export function replaceManagedShelters(
  db: RefugioDb,
  userId: string,
  shelters: readonly ListedShelter[],
  now = Date.now(),
) {
  return db.transaction('rw', db.managedShelters, async () => {
    await db.managedShelters.where('userId').equals(userId).delete();
    await db.managedShelters.bulkPut(shelters.map((s) => ({ ...s, userId, fetchedAt: now })));
  });
}
