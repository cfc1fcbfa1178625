import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOwnedServices } from '@server/db/queries/services';
import { findUserByEmail, insertService, lockUser } from '@server/db/queries/service-writes';
import { serviceJson } from '@server/http/serializers/service';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { addsAsVolunteer, may } from '@server/services/auth/rights';
import { notifyServiceCreated } from '@server/services/notify';
import { enqueueTranslation } from '@server/db/queries/translation-queue';
import { planSpanishOnSave } from '@server/services/translate/spanish-fields';
import {
  approvedOnCreate,
  parseServiceBody,
  placeService,
  searchTextOf,
  serviceColumns,
  USER_EMAIL_NOT_FOUND,
} from './service-input';
import { serviceRecord } from '@shared/api/service';

/** Stable text of docs/spec/product-spec.md §6 (the original said 'Reached the max limit'). */
export const QUOTA_REACHED = 'You reached the Max Limit for adding new services';

/** POST /api/services (docs/spec/api-contract.md §2.3 and §12). */
export const createServiceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/services',
    { schema: { response: { 200: serviceRecord } }, preHandler: requireUser(may.manageServices) },
    async (request) => {
      const { user } = signedIn(request);
      const parsed = parseServiceBody(user, request.body);
      const { body, role } = parsed;
      const db = app.database.db;
      const admin = may.actOnAnyService(user);
      const owner = body.userEmail && admin ? await findUserByEmail(db, body.userEmail) : user;
      if (!owner)
        throw new HttpError(400, USER_EMAIL_NOT_FOUND, { reason: 'OWNER_EMAIL_NOT_FOUND' });
      const place = await placeService(db, body);
      const columns = serviceColumns(body, role, place, app.config.DEFAULT_TIMEZONE);
      const approved = approvedOnCreate(user, request.body);
      const now = new Date();
      // Spanish machine translation is queued, never awaited: the save cannot fail on it (docs/translation.md).
      const spanish = planSpanishOnSave(null, columns, app.config.TRANSLATE_PROVIDER !== 'none');
      const row = await db.transaction(async (tx) => {
        if (!admin) {
          await lockUser(tx, user.id);
          if ((await countOwnedServices(tx, user.id)) >= user.totalServices) {
            throw new HttpError(400, QUOTA_REACHED, { reason: 'SERVICE_QUOTA_REACHED' });
          }
        }
        const inserted = await insertService(tx, {
          ...columns,
          ...spanish.values,
          name: body.name,
          type: body.type,
          category: body.category,
          lat: place.lat,
          lng: place.lng,
          timeZone: columns.timeZone ?? app.config.DEFAULT_TIMEZONE,
          userId: owner.id,
          userEmail: owner.email,
          addedByVolunteer: addsAsVolunteer(user),
          isApproved: approved,
          approvedAt: approved ? now : null,
          bedsObservedAt: columns.totalBeds ? now : null,
          bedsUpdatedBy: columns.totalBeds ? user.id : null,
          searchText: searchTextOf(columns, owner.email),
        });
        if (spanish.queue) await enqueueTranslation(tx, inserted.id);
        return inserted;
      });
      void notifyServiceCreated(app, row.id); // after commit, never awaited (docs/push.md)
      return serviceJson(row, { userId: user.id, admin });
    },
  );
};
