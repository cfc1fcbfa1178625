import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../db/queries/sessions';
import type { ServiceViewer } from '../../db/queries/service-conditions';
import type { ServiceRow } from '../../db/queries/services';
import type { ServiceAudience } from '../../http/serializers/service';
import { HttpError } from '../../plugins/error-handler';
import { isAdmin, isVolunteer, isVolunteerLead } from '../../../shared/domain/roles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const SERVICE_NOT_FOUND = 'Service not found';

export function viewerOf(request: FastifyRequest): ServiceViewer & ServiceAudience {
  const user = request.auth?.user ?? null;
  return { userId: user?.id ?? null, admin: isAdmin(user), lead: isVolunteerLead(user) };
}

/** Unapproved services: their owner, administrators, and leads for volunteer-created ones. */
export function maySee(viewer: ServiceViewer, row: ServiceRow): boolean {
  return (
    row.isApproved ||
    viewer.admin ||
    (viewer.userId !== null && row.userId === viewer.userId) ||
    (viewer.lead && row.addedByVolunteer)
  );
}

/** Edit and delete: owner, administrator, or a volunteer lead for volunteer-created services. */
export function mayChange(user: SessionUser, row: ServiceRow): boolean {
  return isAdmin(user) || row.userId === user.id || (isVolunteerLead(user) && row.addedByVolunteer);
}

/** Approve and remove in bulk: administrators all, leads only volunteer-created services. */
export function mayModerate(user: SessionUser, row: ServiceRow): boolean {
  return isAdmin(user) || (isVolunteerLead(user) && row.addedByVolunteer);
}

/** Volunteers have no shelter bed fields (product-spec §6); administrators count any shelter. */
export const mayCountBeds = (user: SessionUser) => isAdmin(user) || !isVolunteer(user);

/** A path id that cannot name a service is a 404 before any query (api-contract §12). */
export function serviceIdOf(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, SERVICE_NOT_FOUND);
  return id;
}
