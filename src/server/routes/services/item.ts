import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '@server/db/queries/sessions';
import { findService, type ServiceRow } from '@server/db/queries/services';
import { deleteServices, findUserByEmail, updateService } from '@server/db/queries/service-writes';
import { serviceJson } from '@server/http/serializers/service';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { notifyServicesApproved } from '@server/services/notify';
import { enqueueTranslation } from '@server/db/queries/translation-queue';
import { planSpanishOnSave } from '@server/services/translate/spanish-fields';
import { SERVICE_NOT_FOUND, serviceIdOf, viewerOf, visibleService } from './access';
import {
  isRecord,
  parseServiceBody,
  placeService,
  searchTextOf,
  serviceColumns,
  USER_EMAIL_NOT_FOUND,
} from './service-input';
import { errorResponses } from '@shared/api/common';
import { serviceRecord } from '@shared/api/service';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

/**
 * Approval after an edit (docs/spec/api-contract.md §12): AUTO USER and SUPER USER stay approved,
 * administrators keep it (or set `isApproved`), a lead keeps it on the volunteer services they
 * approve; anyone else's edit goes back into the approval queue.
 */
function approvedAfterEdit(user: SessionUser, row: ServiceRow, raw: unknown): boolean {
  if (may.actOnAnyService(user)) {
    const asked = isRecord(raw) ? raw['isApproved'] : undefined;
    return typeof asked === 'boolean' ? asked : row.isApproved;
  }
  if (may.publishWithoutReview(user)) return true;
  if (may.keepApprovalOnEdit(user, row)) return row.isApproved;
  return false;
}

async function loadForChange(db: Parameters<typeof findService>[0], id: string, user: SessionUser) {
  const row = await findService(db, serviceIdOf(id));
  if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
  if (!may.changeService(user, row)) throw new HttpError(403, 'Forbidden');
  return row;
}

/** GET, PUT and DELETE /api/services/:id. */
export const serviceItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/services/:id',
    { schema: { params, response: { 200: serviceRecord, ...errorResponses(404) } } },
    async (request) => {
      // An unapproved service is not there for those who may not see it (no 403 that confirms it).
      const service = await visibleService(db, request.params.id, viewerOf(request));
      if (!service) throw new HttpError(404, SERVICE_NOT_FOUND);
      return service;
    },
  );

  app.put(
    '/services/:id',
    {
      schema: { params, response: { 200: serviceRecord, ...errorResponses(403, 404) } },
      preHandler: requireUser(),
    },
    async (request) => {
      const { user } = signedIn(request);
      const row = await loadForChange(db, request.params.id, user);
      const parsed = parseServiceBody(user, request.body);
      const { body, role } = parsed;
      let owner: { id: string | null; email: string | null } = {
        id: row.userId,
        email: row.userEmail,
      };
      if (role === 'admin' && body.userEmail && body.userEmail !== row.userEmail) {
        const found = await findUserByEmail(db, body.userEmail);
        if (!found)
          throw new HttpError(400, USER_EMAIL_NOT_FOUND, { reason: 'OWNER_EMAIL_NOT_FOUND' });
        owner = found;
      }
      const place = await placeService(db, body);
      const columns = serviceColumns(body, role, place, app.config.DEFAULT_TIMEZONE);
      const approved = approvedAfterEdit(user, row, request.body);
      const bedsChanged =
        columns.totalBeds !== undefined &&
        (columns.totalBeds !== row.totalBeds || columns.availableBeds !== row.availableBeds);
      const now = new Date();
      const spanish = planSpanishOnSave(row, columns, app.config.TRANSLATE_PROVIDER !== 'none');
      const updated = await db.transaction(async (tx) => {
        const saved = await updateService(tx, row.id, {
          ...columns,
          ...spanish.values,
          userId: owner.id,
          userEmail: owner.email,
          isApproved: approved,
          approvedAt: approved ? (row.approvedAt ?? now) : null,
          ...(bedsChanged ? { bedsObservedAt: now, bedsUpdatedBy: user.id } : {}),
          searchText: searchTextOf({ ...row, ...columns, ...spanish.values }, owner.email),
        });
        if (saved && spanish.queue) await enqueueTranslation(tx, saved.id);
        return saved;
      });
      if (!updated) throw new HttpError(404, SERVICE_NOT_FOUND);
      if (approved && !row.isApproved) void notifyServicesApproved(app, [row.id]); // Web Push notifications (docs/push.md)
      return serviceJson(updated, { userId: user.id, admin: may.actOnAnyService(user) });
    },
  );

  app.delete(
    '/services/:id',
    {
      schema: { params, response: { 200: serviceRecord, ...errorResponses(403, 404) } },
      preHandler: requireUser(),
    },
    async (request) => {
      const { user } = signedIn(request);
      const row = await loadForChange(db, request.params.id, user);
      await db.transaction((tx) => deleteServices(tx, [row.id]));
      return serviceJson(row, { userId: user.id, admin: may.actOnAnyService(user) });
    },
  );
};
