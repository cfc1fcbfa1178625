import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { devices } from '../schema';
import type { PushPlatform } from '@shared/domain/enums';

export interface DeviceJson {
  id: string;
  platform: PushPlatform;
  deviceId: string;
}

export async function listDevices(db: Database, userId: string): Promise<DeviceJson[]> {
  return db
    .select({ id: devices.id, platform: devices.platform, deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(asc(devices.createdAt));
}

/**
 * Registers a device for a user. A known deviceId only gets its new push token (the original kept
 * the platform). The same deviceId leaves any other account, so a shared phone stops receiving the
 * previous user's pushes.
 */
export async function registerDevice(
  db: Database,
  values: {
    userId: string;
    platform: PushPlatform;
    deviceId: string;
    token: string;
    subscription?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(devices)
      .where(and(eq(devices.deviceId, values.deviceId), ne(devices.userId, values.userId)));
    await tx
      .insert(devices)
      .values(values)
      .onConflictDoUpdate({
        target: [devices.userId, devices.deviceId],
        set: {
          token: values.token,
          subscription: values.subscription ?? null,
          updatedAt: new Date(),
        },
      });
  });
}

export async function removeDevice(db: Database, userId: string, deviceId: string): Promise<void> {
  await db.delete(devices).where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)));
}

export async function removeDevicesOf(db: Database, userIds: string[]): Promise<void> {
  if (userIds.length) await db.delete(devices).where(inArray(devices.userId, userIds));
}
