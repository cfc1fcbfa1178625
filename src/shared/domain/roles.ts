import type { Role } from './enums';

/** What a role may do (docs/spec/product-spec.md §6, docs/spec/api-contract.md §12). One place for client menus and server guards. */
export interface RoleHolder {
  roles: readonly Role[] | readonly string[];
  isApproved?: boolean | null;
  isVolunteer?: boolean | null;
}

const has = (user: RoleHolder | null | undefined, role: Role) =>
  Boolean(user?.roles.includes(role));

export const isAdmin = (user: RoleHolder | null | undefined) => has(user, 'ADMINISTRATOR');
export const isSuperUser = (user: RoleHolder | null | undefined) => has(user, 'SUPER USER');
export const isVolunteerLead = (user: RoleHolder | null | undefined) => has(user, 'VOLUNTEER LEAD');

/** Volunteers of any rank (VOLUNTEER, VOLUNTEER LEAD, VOLUNTEER SENIOR) or a volunteer sign-up. */
export const isVolunteer = (user: RoleHolder | null | undefined) =>
  Boolean(
    user &&
    (user.isVolunteer ||
      has(user, 'VOLUNTEER') ||
      has(user, 'VOLUNTEER LEAD') ||
      has(user, 'VOLUNTEER SENIOR')),
  );

/**
 * The only accounts a volunteer lead edits (docs/api/users.md): volunteer-type and holding no role
 * but VOLUNTEER and USER — never a lead, a senior, an administrator or any other role.
 */
export const isPlainVolunteer = (user: RoleHolder | null | undefined) =>
  isVolunteer(user) && Boolean(user?.roles.every((r) => r === 'VOLUNTEER' || r === 'USER'));

/** Administrators and volunteer leads manage approvals, volunteers and user records. */
export const isAdminOrLead = (user: RoleHolder | null | undefined) =>
  isAdmin(user) || isVolunteerLead(user);

/** Super users and administrators may set a critical header on a service. */
export const canSetCriticalHeader = (user: RoleHolder | null | undefined) =>
  isAdmin(user) || isSuperUser(user);

/**
 * An unapproved volunteer lacks add-service and management entries (docs/spec/product-spec.md §4). Other
 * signed-in users may add and manage services.
 */
export const canManageServices = (user: RoleHolder | null | undefined) =>
  Boolean(user) && (!isVolunteer(user) || user?.isApproved !== false);
