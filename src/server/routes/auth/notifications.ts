import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeCounts } from '@server/db/queries/notifications';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { badgeCountsBody } from '@shared/api/user';

/** POST /auth/report-notifications: the menu badge counts of docs/spec/product-spec.md §2 for the caller's role. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/report-notifications',
    { schema: { response: { 200: badgeCountsBody } }, preHandler: requireUser() },
    async (request) => {
      const { user } = signedIn(request);
      return badgeCounts(app.database.db, {
        userId: user.id,
        admin: may.administer(user),
        lead: may.leadVolunteers(user),
      });
    },
  );
};
