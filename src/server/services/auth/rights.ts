import type { SessionUser } from '../../db/queries/sessions';
import { isAdmin, isVolunteer, isVolunteerLead } from '../../../shared/domain/roles';

/**
 * Management rights need an active account: a volunteer waiting for approval can sign in but
 * gets no rights until an administrator or a lead approves them (product-spec §4, §6), whatever
 * roles an administrator has already given them.
 */
export const actsAsAdmin = (user: SessionUser) => user.isApproved && isAdmin(user);

export const actsAsLead = (user: SessionUser) =>
  user.isApproved && isVolunteerLead(user) && !isAdmin(user);

/** Administrators and approved volunteer leads reach /users (product-spec §2, §6). */
export const managesUsers = (user: SessionUser) => actsAsAdmin(user) || actsAsLead(user);

/** A lead manages volunteer-type users only, never an administrator (api-contract §12). */
export function mayManageUser(
  actor: SessionUser,
  target: Pick<SessionUser, 'roles' | 'isVolunteer'>,
): boolean {
  if (actsAsAdmin(actor)) return true;
  return actsAsLead(actor) && isVolunteer(target) && !isAdmin(target);
}
