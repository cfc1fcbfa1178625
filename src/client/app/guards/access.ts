import { isAdminOrVolunteerLead, isStaff, type SessionUser } from '../../lib/session-store';
import { PATHS } from '../paths';

/** The access kinds of product-spec §2 that redirect; public routes need no guard. */
export type GuardedAccess = 'logged-out' | 'login' | 'admin' | 'admin-or-lead' | 'staff';

export interface SessionView {
  isLogin: boolean;
  isAdmin: boolean;
  user: SessionUser | null;
}

/**
 * Where a person must go instead of the requested screen, or null when they may stay.
 * Logged-out visitors asking for a protected screen go to /login (§2); signed-in people without
 * the role go home, since logging in again would not help them.
 */
export function redirectFor(access: GuardedAccess, session: SessionView): string | null {
  if (access === 'logged-out') return session.isLogin ? PATHS.home : null;
  if (!session.isLogin) return PATHS.login;
  if (access === 'admin' && !session.isAdmin) return PATHS.home;
  if (access === 'admin-or-lead' && !(session.isAdmin || isAdminOrVolunteerLead(session.user))) {
    return PATHS.home;
  }
  if (access === 'staff' && !(session.isAdmin || isStaff(session.user))) return PATHS.home;
  return null;
}
