import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';
import { searchCityOrZipRoute } from './services/search-city-or-zip';

/** Every route group under /api. Each group lives in its own folder (conventions.md). */
export const apiRoutes: FastifyPluginAsync<{ version: string }> = async (api, opts) => {
  await api.register(healthRoutes, { version: opts.version });
  await api.register(searchCityOrZipRoute);
};
