import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDevices, registerDevice, removeDevice } from '@server/db/queries/devices';
import { loadUserJson } from '@server/http/serializers/user';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { setUserLanguage } from '@server/db/queries/push';
import { INVALID_SUBSCRIPTION, parseWebSubscription } from '@server/services/push/subscription';
import { PUSH_PLATFORMS } from '@shared/domain/enums';
import { text } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';
import { userRecord } from '@shared/api/user';

const deviceId = text({ max: 300 }).min(1, { error: MESSAGES.GENERIC });
const registerBody = z.object({
  platform: z.enum(PUSH_PLATFORMS, { error: MESSAGES.GENERIC }),
  token: text({ max: 4096 }).min(1, { error: MESSAGES.GENERIC }),
  deviceId,
  /** The language of this person's notifications and e-mails (docs/push.md). */
  language: z.enum(['en', 'es'], { error: MESSAGES.GENERIC }).optional(),
});
/** Only deviceId is used; the original also demanded platform and token (docs/spec/api-contract.md §2.1). */
const removeBody = z.object({ deviceId });

/** Push devices of the signed-in user; the answer lists them as {id, platform, deviceId}. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/auth/register-device',
    { schema: { body: registerBody, response: { 200: userRecord } }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      const { language, ...device } = request.body;
      // A WEB token is the browser's PushSubscription JSON (docs/push.md); IOS/ANDROID are stored.
      const subscription =
        device.platform === 'WEB' ? parseWebSubscription(device.token, app.config) : null;
      if (device.platform === 'WEB' && !subscription) {
        throw new HttpError(400, INVALID_SUBSCRIPTION, { reason: 'PUSH_SUBSCRIPTION_INVALID' });
      }
      await registerDevice(db, { userId: user.id, ...device, subscription });
      if (language) await setUserLanguage(db, user.id, language);
      return loadUserJson(db, user, await listDevices(db, user.id));
    },
  );

  app.post(
    '/auth/remove-device',
    { schema: { body: removeBody, response: { 200: userRecord } }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      await removeDevice(db, user.id, request.body.deviceId);
      return loadUserJson(db, user, await listDevices(db, user.id));
    },
  );
};
