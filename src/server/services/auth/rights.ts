import type { SessionUser } from '@server/db/queries/sessions';
import type { ServiceRow } from '@server/db/queries/services';
import { isAdmin, isPlainVolunteer, isVolunteer } from '@shared/domain/roles';
import { rights, rolesInForce } from '@shared/domain/rights';
import { serviceEditorRole, type ServiceEditorRole } from '@shared/validation/service-roles';

/**
 * The one place that decides what an account may do on the server (docs/api.md "Who may do what"; docs/api/users.md).
 * Routes and plugins ask `may.*`; they never read roles themselves (eslint forbids
 * `shared/domain/roles` there, tests/server/lint-boundaries.test.ts proves it). The screen-level
 * rights are shared with the client's route guards and menu (shared/domain/rights.ts), whose
 * `rolesInForce` holds the root rule: roles are in force only while the account is approved.
 */
type Owned = Pick<ServiceRow, 'userId' | 'addedByVolunteer' | 'isApproved'>;
type Target = Pick<SessionUser, 'id' | 'roles' | 'isVolunteer'>;

const admin = (user: SessionUser | null | undefined): boolean =>
  user != null && rights.administer(user);
/** A volunteer lead in force who is not also an administrator (an administrator's rights are wider). */
const lead = (user: SessionUser | null | undefined): boolean =>
  user != null && !admin(user) && rights.manageUsers(user);
const manager = (user: SessionUser): boolean => rights.manageServices(user);
const owns = (user: SessionUser, row: Pick<ServiceRow, 'userId'>) =>
  row.userId !== null && row.userId === user.id;

export const may = {
  // --- administration (docs/spec/product-spec.md §6) ---
  /** Administrator-only screens and writes: users, roles, content, regions, FAQ, pages. */
  administer: admin,
  /** Administrators and leads reach /users, approvals and the lead's badge counts (§2, §6). */
  manageUsers: (user: SessionUser) => rights.manageUsers(user),
  /** Read a user record: administrators any, leads volunteer-type users who are not admins. */
  viewUser: (actor: SessionUser, target: Target) =>
    admin(actor) || (lead(actor) && isVolunteer(target) && !isAdmin(target)),
  /**
   * Change a user record: administrators any; a lead plain VOLUNTEER accounts only, never itself
   * (its own profile goes through PUT /api/auth/profile), never another lead, senior or a holder
   * of any other role (docs/api/users.md).
   */
  editUser: (actor: SessionUser, target: Target) =>
    admin(actor) || (lead(actor) && target.id !== actor.id && isPlainVolunteer(target)),
  /** Regions, liaisons and coordinators hold people's contact details: staff only (§1). */
  readStaffTools: (user: SessionUser) => rights.readStaffTools(user),

  // --- services (docs/spec/product-spec.md §4, §6; docs/spec/api-contract.md §12) ---
  /** Add and manage services, read their feedback: signed in and not an unapproved volunteer. */
  manageServices: manager,
  /** Edit or delete one service: its owner, an administrator, a lead for volunteer-created ones. */
  changeService: (user: SessionUser, row: Owned) =>
    manager(user) && (admin(user) || owns(user, row) || (lead(user) && row.addedByVolunteer)),
  /** Approve or remove in bulk: administrators every service, leads volunteer-created ones. */
  moderateService: (user: SessionUser, row: Owned) =>
    admin(user) || (lead(user) && row.addedByVolunteer),
  /** Anyone who may moderate some service (the route guard of remove-services). */
  moderate: (user: SessionUser) => admin(user) || lead(user),
  /**
   * "Approve" one's own service that is already approved: changes nothing, answers 200. The
   * original web client sends it after every bed update (docs/api.md "The original ShelterApp clients").
   */
  reapproveOwn: (user: SessionUser, row: Owned) =>
    manager(user) && owns(user, row) && row.isApproved,
  /** Volunteers have no shelter bed fields (§6); administrators count any shelter. */
  countBeds: (user: SessionUser) => rights.countBeds(user),
  /** Every shelter's beds, every service and its owner's e-mail, no quota, owner by e-mail. */
  actOnAnyService: admin,
  /**
   * A lead in force who is not an administrator: sees unapproved volunteer-created services (the
   * approval queue), counts volunteers, manages volunteer accounts within `editUser`.
   */
  leadVolunteers: lead,
  /** Saves that need no review: SUPER USER and AUTO USER (docs/spec/api-contract.md §12). */
  publishWithoutReview: (user: SessionUser) =>
    rolesInForce(user).roles.includes('SUPER USER') ||
    rolesInForce(user).roles.includes('AUTO USER'),
  /** A lead editing a volunteer-created service of someone else keeps its approval. */
  keepApprovalOnEdit: (user: SessionUser, row: Owned) =>
    lead(user) && row.addedByVolunteer && !owns(user, row),

  // --- feedback and files ---
  /** All feedback (the App tab included) and every attachment: administrators. */
  readAllFeedback: admin,
  /**
   * One feedback or its attachment: administrators; the owner of the service it is about, while
   * they may manage services (APP feedback has no owner).
   */
  readFeedback: (
    user: SessionUser,
    feedback: { serviceOwnerId: string | null; feedbackType?: string | null },
  ) =>
    admin(user) ||
    (manager(user) &&
      feedback.feedbackType !== 'APP' &&
      feedback.serviceOwnerId !== null &&
      feedback.serviceOwnerId === user.id),
} as const;

/** The service form the account fills in, by the roles in force (shared/validation/service-roles). */
export const editorRoleOf = (user: SessionUser): ServiceEditorRole =>
  serviceEditorRole(rolesInForce(user));

/** A service created by a volunteer waits for an administrator or a lead (docs/spec/product-spec.md §4). */
export const addsAsVolunteer = (user: SessionUser) => isVolunteer(user) && !admin(user);

/** The user-edit form for this target: an administrator's record has no quota (§6). */
export const holdsAdminRole = (target: Pick<SessionUser, 'roles'>) => isAdmin(target);
