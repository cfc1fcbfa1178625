import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDevices, registerDevice, removeDevice } from '../../db/queries/devices';
import { loadUserJson } from '../../http/serializers/user';
import { requireUser, signedIn } from '../../plugins/auth';
import { PUSH_PLATFORMS } from '../../../shared/domain/enums';
import { requiredText } from '../../../shared/validation/fields';
import { MESSAGES } from '../../../shared/validation/messages';

const deviceId = requiredText(MESSAGES.GENERIC).max(300, { error: MESSAGES.GENERIC });
const registerBody = z.object({
  platform: z.enum(PUSH_PLATFORMS, { error: MESSAGES.GENERIC }),
  token: requiredText(MESSAGES.GENERIC).max(4096, { error: MESSAGES.GENERIC }),
  deviceId,
});
/** Only deviceId is used; the original also demanded platform and token (api-contract §2.1). */
const removeBody = z.object({ deviceId });

/** Push devices of the signed-in user; the answer lists them as {id, platform, deviceId}. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/auth/register-device',
    { schema: { body: registerBody }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      await registerDevice(db, { userId: user.id, ...request.body });
      return loadUserJson(db, user, await listDevices(db, user.id));
    },
  );

  app.post(
    '/auth/remove-device',
    { schema: { body: removeBody }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      await removeDevice(db, user.id, request.body.deviceId);
      return loadUserJson(db, user, await listDevices(db, user.id));
    },
  );
};
