import type { FastifyPluginAsync } from 'fastify';
import { deviceRoutes } from './devices';
import { favoriteRoutes } from './favorites';
import { notificationRoutes } from './notifications';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { signRoutes } from './sign';
import { socialRoutes } from './social';
import { socialTokenRoutes } from './social-token';

/** /api/auth/* (docs/spec/api-contract.md §2.1 as §12 changes it; social sign-in in social*.ts, docs/social-sign-in.md). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(favoriteRoutes);
  await app.register(deviceRoutes);
  await app.register(notificationRoutes);
  await app.register(socialRoutes);
  await app.register(socialTokenRoutes);
};
