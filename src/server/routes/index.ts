import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { userRoutes } from './users';
import { servicesRoutes } from './services';
import { crisisLineRoutes } from './crisis-lines';
import { staticPageRoutes } from './static-pages';
import { feedbackRoutes } from './feedbacks';
import { fileRoutes } from './files';
import { cityLookupRoutes } from './cities';
import { regionGroupRoutes } from './regions';
import { chatbotFaqRoutes } from './chatbot-faqs';
import { syncRoutes } from './sync';
import { syncPlacesRoutes } from './sync/places';
import { commonRoutes } from './common';
import { pushRoutes } from './push';
import { botRoutes } from './bot';
import { hsdsRoutes } from './hsds';

/** Every route group under /api. Each group lives in its own folder (conventions.md). */
export const apiRoutes: FastifyPluginAsync<{ version: string }> = async (api, opts) => {
  await api.register(healthRoutes, { version: opts.version });
  await api.register(servicesRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(crisisLineRoutes);
  await api.register(staticPageRoutes);
  await api.register(feedbackRoutes);
  await api.register(fileRoutes);
  await api.register(cityLookupRoutes);
  await api.register(regionGroupRoutes);
  await api.register(chatbotFaqRoutes);
  await api.register(syncRoutes);
  await api.register(syncPlacesRoutes);
  await api.register(commonRoutes);
  await api.register(pushRoutes);
  await api.register(botRoutes);
  await api.register(hsdsRoutes);
};
