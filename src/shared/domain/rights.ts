import {
  canManageServices,
  isAdmin,
  isSuperUser,
  isVolunteer,
  isVolunteerLead,
  type RoleHolder,
} from './roles';

/** An account as both sides know it: its roles and whether it is approved. */
export interface RightsHolder extends RoleHolder {
  isApproved: boolean;
}

/**
 * The roles an account holds in force. Roles count only while the account is approved: a
 * volunteer waiting for approval, or deactivated by an administrator, can still sign in
 * (docs/spec/product-spec.md §4) but holds no role beyond a volunteer's, whatever roles an administrator has
 * given it (§6: "Logged-in users other than pending volunteers: add service, manage services,
 * feedbacks"). Other accounts that are not approved cannot sign in at all.
 */
export function rolesInForce(user: RightsHolder): RoleHolder {
  if (user.isApproved) return user;
  return { roles: isVolunteer(user) ? ['VOLUNTEER', 'USER'] : ['USER'], isApproved: false };
}

const admin = (user: RightsHolder) => isAdmin(rolesInForce(user));
const lead = (user: RightsHolder) => !admin(user) && isVolunteerLead(rolesInForce(user));
const manager = (user: RightsHolder) => user.isApproved && canManageServices(user);

/**
 * The screen-level rights, one rule for the server's guards (services/auth/rights.ts `may.*`)
 * and the client's route guards and menu (docs/screens.md), so a screen never opens for someone
 * its API refuses.
 */
export const rights = {
  /** Administrator-only screens and writes: users, roles, content, regions, FAQ, pages. */
  administer: admin,
  /** Administrators and leads reach /users, approvals and the lead's badge counts (§2, §6). */
  manageUsers: (user: RightsHolder) => admin(user) || lead(user),
  /** Regions, liaisons and coordinators hold people's contact details: staff only (§1). */
  readStaffTools: (user: RightsHolder) =>
    admin(user) || lead(user) || isSuperUser(rolesInForce(user)),
  /** Add and manage services, read their feedback: signed in and not an unapproved volunteer. */
  manageServices: manager,
  /** Shelter beds: volunteers have no bed fields (§6); administrators count any shelter. */
  countBeds: (user: RightsHolder) => admin(user) || (manager(user) && !isVolunteer(user)),
} as const;

/** A volunteer account whose roles are not in force yet (or any more): it waits for approval. */
export const awaitsApproval = (user: RightsHolder) => !user.isApproved && isVolunteer(user);
