import type { FastifyPluginAsync } from 'fastify';
import { registerTranslationWorker } from '@server/plugins/translation-worker';
import { translateRoute } from './translate';

/**
 * /api/common: machine translation (docs/translation.md). The queue worker that fills the Spanish of
 * saved services starts and stops with the app from here, beside the engine's only route.
 */
export const commonRoutes: FastifyPluginAsync = async (app) => {
  await app.register(translateRoute);
  registerTranslationWorker(app);
};
