import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toggleRole, updateUser } from '@server/db/queries/users';
import { loadUserJson } from '@server/http/serializers/user';
import { requireUser } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { ROLES, type Role } from '@shared/domain/enums';
import { MESSAGES } from '@shared/validation/messages';
import { loadManagedUser } from './load-user';
import { errorResponses } from '@shared/api/common';
import { userRecord } from '@shared/api/user';

const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });
const roleBody = z.object({ role: z.enum(ROLES, { error: MESSAGES.GENERIC }) });
const adminOnly = requireUser(may.administer);
const answer = { 200: userRecord, ...errorResponses(404) };

/** Roles are administrators' business only (docs/spec/product-spec.md §6, docs/spec/api-contract.md §12). */
export const userPermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const toggle = (url: string, role: Role) =>
    app.post(
      url,
      { schema: { params, response: answer }, preHandler: adminOnly },
      async (request) => {
        const target = await loadManagedUser(db, request, 'edit');
        return loadUserJson(db, (await toggleRole(db, target.id, role)) ?? target);
      },
    );
  toggle('/users/:id/toggle-perm', 'ADMINISTRATOR');
  toggle('/users/:id/toggle-perm-supper-user', 'SUPER USER');

  app.post(
    '/users/:id/set-permission',
    { schema: { params, body: roleBody, response: answer }, preHandler: adminOnly },
    async (request) => {
      const target = await loadManagedUser(db, request, 'edit');
      const role = request.body.role;
      // isVolunteer follows the role, so a demoted volunteer leaves the leads' list.
      const updated = await updateUser(db, target.id, {
        roles: role === 'USER' ? ['USER'] : [role, 'USER'],
        isVolunteer: role.startsWith('VOLUNTEER'),
      });
      return loadUserJson(db, updated ?? target);
    },
  );
};
