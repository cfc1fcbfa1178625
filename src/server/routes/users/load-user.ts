import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import { findUserById, type UserRow } from '@server/db/queries/users';
import { signedIn } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { may } from '@server/services/auth/rights';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const USER_NOT_FOUND = 'User not found';

/**
 * The user of `:id` as the caller may read (`view`) or change (`edit`) them (services/auth/rights
 * `may.viewUser`, `may.editUser`): 404 for a malformed or unknown id (before any query for a
 * malformed one), 403 when the caller may not.
 */
export async function loadManagedUser(
  db: Database,
  request: FastifyRequest<{ Params: { id: string } }>,
  intent: 'view' | 'edit',
): Promise<UserRow> {
  const { user: actor } = signedIn(request);
  const id = request.params.id;
  const target = isUuid(id) ? await findUserById(db, id) : null;
  if (!target) throw new HttpError(404, USER_NOT_FOUND);
  const allowed = intent === 'view' ? may.viewUser(actor, target) : may.editUser(actor, target);
  if (!allowed) throw new HttpError(403, 'Forbidden');
  return target;
}
