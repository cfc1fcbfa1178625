// Who may set which service field (docs/spec/product-spec.md §6). The schema drops what a role may not set,
// as the original server ignored critical fields from other roles (docs/spec/api-contract.md §2.3, rule 5).
import { isAdmin, isSuperUser, isVolunteer, type RoleHolder } from '@shared/domain/roles';

/** The service form's point of view on the person filling it in. */
export type ServiceEditorRole = 'volunteer' | 'provider' | 'admin' | 'superUser';

/**
 * Administrator first, then super user: a person may hold several roles and gets the widest form.
 * VOLUNTEER SENIOR's capabilities are "not shown" (docs/spec/product-spec.md §6), so it gets a volunteer's form,
 * the narrower one.
 */
export function serviceEditorRole(user: RoleHolder): ServiceEditorRole {
  if (isAdmin(user)) return 'admin';
  if (isSuperUser(user)) return 'superUser';
  if (isVolunteer(user)) return 'volunteer';
  return 'provider';
}

/** Volunteers: no contact toggle, no shelter beds, no low barrier (docs/spec/product-spec.md §6). */
export const SHELTER_FIELDS = ['isContact', 'totalBeds', 'availableBeds', 'isLowBarrier'] as const;
/** Super users and administrators only (docs/spec/product-spec.md §6). */
export const CRITICAL_FIELDS = [
  'isCriticalHeader',
  'criticalDescription',
  'criticalDescriptionEs',
  'isCriticalNeverExpire',
  'criticalExpiredAt',
] as const;
/** Administrators only: owner email, flag and donate (docs/spec/product-spec.md §6). */
export const ADMIN_FIELDS = ['userEmail', 'isShowFlag', 'isShowDonate'] as const;

export type RestrictedServiceField =
  | (typeof SHELTER_FIELDS)[number]
  | (typeof CRITICAL_FIELDS)[number]
  | (typeof ADMIN_FIELDS)[number];

/** The fields a role may not set: the form hides them and the schema drops them. */
export function forbiddenServiceFields(role: ServiceEditorRole): readonly RestrictedServiceField[] {
  return [
    ...(role === 'volunteer' ? SHELTER_FIELDS : []),
    ...(role === 'admin' || role === 'superUser' ? [] : CRITICAL_FIELDS),
    ...(role === 'admin' ? [] : ADMIN_FIELDS),
  ];
}
