import { awaitsApproval, rights, type RightsHolder } from '@shared/domain/rights';
import { rightsHolderOf, type SessionUser } from '@client/lib/session-store';
import { PATHS } from '@client/lib/paths';

/** The access kinds of docs/spec/product-spec.md §2 that redirect; public routes need no guard. */
export type GuardedAccess =
  'logged-out' | 'login' | 'manage' | 'beds' | 'admin' | 'admin-or-lead' | 'staff';

export interface SessionView {
  isLogin: boolean;
  isAdmin: boolean;
  user: SessionUser | null;
}

/** Why a signed-in person was sent home instead of the screen they asked for (docs/screens.md). */
export type Refusal = 'awaiting-approval' | 'no-right';

// The same rules the server's guards ask (services/auth/rights.ts `may.*`), so a screen never
// opens for someone its API refuses: approval counts, and volunteers count no beds (§6).
const RIGHT_OF: Record<
  Exclude<GuardedAccess, 'logged-out' | 'login'>,
  (u: RightsHolder) => boolean
> = {
  manage: rights.manageServices,
  beds: rights.countBeds,
  admin: rights.administer,
  'admin-or-lead': rights.manageUsers,
  staff: rights.readStaffTools,
};

/**
 * Where a person must go instead of the requested screen, or null when they may stay.
 * Logged-out visitors asking for a protected screen go to /login (§2); signed-in people without
 * the right go home, since logging in again would not help them.
 */
export function redirectFor(access: GuardedAccess, session: SessionView): string | null {
  if (access === 'logged-out') return session.isLogin ? PATHS.home : null;
  const user = rightsHolderOf(session.user);
  if (!session.isLogin || user === null) return PATHS.login;
  if (access === 'login') return null;
  return RIGHT_OF[access](user) ? null : PATHS.home;
}

/** What home says to a signed-in person the guard sent there from a screen they may not open. */
export function refusalFor(session: SessionView): Refusal {
  const user = rightsHolderOf(session.user);
  return user && awaitsApproval(user) ? 'awaiting-approval' : 'no-right';
}
