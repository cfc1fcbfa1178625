import type { FastifyPluginAsync } from 'fastify';
import { userCreateRoutes } from './create';
import { userItemRoutes } from './item';
import { userListRoutes } from './list';
import { userPermissionRoutes } from './permissions';

/** /api/users (docs/spec/api-contract.md §2.2 as §12 changes it). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userListRoutes);
  await app.register(userCreateRoutes);
  await app.register(userItemRoutes);
  await app.register(userPermissionRoutes);
};
