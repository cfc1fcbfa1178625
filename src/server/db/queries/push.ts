import { and, arrayOverlaps, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, devices, services, users } from '../schema';
import type { Role } from '@shared/domain/enums';

const VAPID_KEY = 'vapid_keys';

export interface StoredVapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Stores `candidate` unless a pair is already there, then returns the stored pair: two instances
 * starting together on one PostgreSQL both end up with the first pair written.
 */
export async function vapidKeysInsertIfAbsent(
  db: Database,
  candidate: StoredVapidKeys,
): Promise<StoredVapidKeys> {
  await db
    .insert(appMeta)
    .values({ key: VAPID_KEY, value: JSON.stringify(candidate) })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, VAPID_KEY)).limit(1);
  if (!row) throw new Error('VAPID keys missing after insert');
  return JSON.parse(row.value) as StoredVapidKeys;
}

export interface WebDeviceRow {
  id: string;
  userId: string;
  subscription: Record<string, unknown>;
}

/** The WEB devices with a push subscription of these users. */
export async function listWebPushDevices(db: Database, userIds: string[]): Promise<WebDeviceRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: devices.id, userId: devices.userId, subscription: devices.subscription })
    .from(devices)
    .where(
      and(
        inArray(devices.userId, userIds),
        eq(devices.platform, 'WEB'),
        isNotNull(devices.subscription),
      ),
    );
  return rows.flatMap((r) => (r.subscription ? [{ ...r, subscription: r.subscription }] : []));
}

/** A push service said the subscription is gone (404/410): forget that device. */
export async function deleteDeviceById(db: Database, id: string): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}

export interface Recipient {
  id: string;
  email: string;
  language: 'en' | 'es';
}

/** Active users holding any of `roles` (administrators, volunteer leads). */
export async function activeUsersWithRoles(db: Database, roles: Role[]): Promise<Recipient[]> {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(arrayOverlaps(users.roles, roles), eq(users.isApproved, true)));
}

export async function recipientById(db: Database, id: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The language of e-mails and pushes to this person (register-device and sign-up set it). */
export async function setUserLanguage(
  db: Database,
  userId: string,
  language: 'en' | 'es',
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export interface ServiceNotice {
  id: string;
  name: string;
  userId: string | null;
  isApproved: boolean;
  addedByVolunteer: boolean;
}

/** What a notification says about services (read after the writing transaction committed). */
export async function servicesForNotice(db: Database, ids: string[]): Promise<ServiceNotice[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: services.id,
      name: services.name,
      userId: services.userId,
      isApproved: services.isApproved,
      addedByVolunteer: services.addedByVolunteer,
    })
    .from(services)
    .where(inArray(services.id, ids));
}
