import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coordinatorRoutes } from './coordinators';
import { liaisonRoutes } from './liaisons';
import { regionRoutes } from './regions';

/** Regions, homeless liaisons and regional coordinators (docs/spec/api-contract.md §12 'Add'). */
export const regionGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(regionRoutes);
  await app.register(liaisonRoutes);
  await app.register(coordinatorRoutes);
};
