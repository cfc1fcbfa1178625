import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeUserSessions } from '@server/db/queries/sessions';
import { deleteUser, ownsServices, updateUser } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser, signedIn } from '@server/plugins/auth';
import { HttpError, invalidZodInput } from '@server/plugins/error-handler';
import { holdsAdminRole, may } from '@server/services/auth/rights';
import { userEditSchema } from '@shared/validation/users';
import { loadManagedUser } from './load-user';
import { errorResponses } from '@shared/api/common';
import { userRecord } from '@shared/api/user';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

/** The original's text, typographic apostrophe (U+2019) included (docs/spec/api-contract.md §2.2). */
const answer = { 200: userRecord, ...errorResponses(404) };

export const HAS_SERVICES = 'Can’t delete user since they have related services or feedbacks';
export const NOT_YOURSELF_INACTIVE = 'You cannot deactivate your own account.';
export const NOT_YOURSELF_DELETE = 'You cannot delete your own account.';

/** GET, PUT and DELETE /users/:id. */
export const userItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/users/:id',
    { schema: { params, response: answer }, preHandler: requireUser(may.manageUsers) },
    async (request) => loadUserJson(db, await loadManagedUser(db, request, 'view')),
  );

  app.put(
    '/users/:id',
    { schema: { params, response: answer }, preHandler: requireUser(may.manageUsers) },
    async (request) => {
      const target = await loadManagedUser(db, request, 'edit');
      const parsed = userEditSchema({ targetIsAdmin: holdsAdminRole(target) }).safeParse(
        request.body ?? {},
      );
      if (!parsed.success) throw invalidZodInput(parsed.error);
      const { displayName, phone, isApproved, totalServices } = parsed.data;
      if (isApproved === false && target.id === signedIn(request).user.id) {
        throw new HttpError(400, NOT_YOURSELF_INACTIVE, { reason: 'SELF_DEACTIVATION' });
      }
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(tx, target.id, {
          ...(displayName !== undefined ? { displayName: displayName ?? '' } : {}),
          ...(phone !== undefined ? { phone: phone || null } : {}),
          ...(isApproved !== undefined ? { isApproved } : {}),
          ...(totalServices !== undefined ? { totalServices } : {}),
        });
        // Deactivation ends every session at once (docs/spec/api-contract.md §12).
        if (isApproved === false) await revokeUserSessions(tx, target.id);
        return row;
      });
      return loadUserJson(db, updated ?? target);
    },
  );

  app.delete(
    '/users/:id',
    { schema: { params, response: answer }, preHandler: requireUser(may.administer) },
    async (request) => {
      const target = await loadManagedUser(db, request, 'edit');
      if (target.id === signedIn(request).user.id)
        throw new HttpError(400, NOT_YOURSELF_DELETE, { reason: 'SELF_DELETION' });
      if (await ownsServices(db, target.id))
        throw new HttpError(400, HAS_SERVICES, { reason: 'USER_HAS_SERVICES' });
      const json = await loadUserJson(db, target);
      await deleteUser(db, target.id);
      return json;
    },
  );
};
