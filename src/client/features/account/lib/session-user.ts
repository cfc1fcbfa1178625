import type { SessionUser } from '@client/lib/session-store';
import type { UserJson } from '../api';

/** The stored copy of a user JSON: only the fields the session keeps (docs/spec/product-spec.md §4). */
export function toSessionUser(user: UserJson): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles,
    isApproved: user.isApproved,
    isVolunteer: user.isVolunteer,
    phone: user.phone ?? null,
    lastMethod: user.lastMethod,
    totalServices: user.totalServices,
  };
}
