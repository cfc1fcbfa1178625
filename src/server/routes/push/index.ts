import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifierFor } from '@server/services/notify';

const publicKeyResponse = z.object({ publicKey: z.string() });

/** GET /api/push/public-key: the VAPID key a browser subscribes with (public, docs/push.md). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keys are made on first start, not on the first subscriber's request; a failure here is
  // logged and retried on the next use, never fatal (docs/push.md).
  app.addHook('onReady', async () => {
    await notifierFor(app)
      .deps.push.publicKey()
      .catch((err: unknown) => app.log.error({ err }, 'could not load or create VAPID keys'));
  });

  // Shutdown lets notifications in flight finish (bounded), before the database closes.
  app.addHook('onClose', async () => {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, 15_000).unref());
    await Promise.race([notifierFor(app).settled(), limit]);
  });

  app.get('/push/public-key', { schema: { response: { 200: publicKeyResponse } } }, async () => ({
    publicKey: await notifierFor(app).deps.push.publicKey(),
  }));
};
