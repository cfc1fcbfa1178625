import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { deleteDeviceById, listWebPushDevices } from '@server/db/queries/push';
import { webPushSubscriptionSchema, type PushPayload } from '@shared/validation/push';
import { sendOne } from './send-one';
import { loadVapidDetails, type VapidDetails } from './vapid';

export type { PushPayload } from '@shared/validation/push';

/** Sends Web Push to users' registered browsers; IOS/ANDROID tokens have no sender here. */
export interface PushSender {
  publicKey(): Promise<string>;
  /** Never rejects: each failure is logged; a gone subscription removes its device. */
  sendToUser(userId: string, payload: PushPayload): Promise<void>;
}

export function createPushSender(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}): PushSender {
  const { db, config, log } = deps;
  // The keys never change once stored, so one read per process is enough.
  let vapid: Promise<VapidDetails> | null = null;
  const details = () => {
    vapid ??= loadVapidDetails(db, config).catch((error: unknown) => {
      vapid = null;
      throw error;
    });
    return vapid;
  };

  return {
    async publicKey() {
      return (await details()).publicKey;
    },
    async sendToUser(userId, payload) {
      try {
        const devices = await listWebPushDevices(db, [userId]);
        if (devices.length === 0) return;
        const options = {
          vapid: await details(),
          ttlSeconds: config.PUSH_TTL_SECONDS,
          timeoutMs: config.PUSH_TIMEOUT_MS,
        };
        const body = JSON.stringify(payload);
        await Promise.all(
          devices.map(async (device) => {
            const subscription = webPushSubscriptionSchema.safeParse(device.subscription);
            if (!subscription.success) return;
            const result = await sendOne(subscription.data, body, options);
            if (result.outcome === 'gone') {
              await deleteDeviceById(db, device.id);
              log.info({ deviceId: device.id, status: result.status }, 'push subscription gone');
            } else if (result.outcome === 'failed') {
              log.warn(
                { deviceId: device.id, status: result.status, err: result.error },
                'push delivery failed',
              );
            }
          }),
        );
      } catch (err) {
        log.error({ err, userId }, 'push to user failed');
      }
    },
  };
}
