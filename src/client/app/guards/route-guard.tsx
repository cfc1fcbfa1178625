import { useEffect, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { hasAccessedBefore } from '@client/lib/first-visit';
import { Navigate, useLocation } from '@client/lib/router';
import { useSessionCheck, useSessionStore } from '@client/lib/session-store';
import { RouteFallback } from '../layout/route-fallback';
import { PATHS } from '@client/lib/paths';
import type { RouteAccess } from '../route-table';
import { redirectFor, refusalFor, type Refusal } from './access';
import { isReadingTermsFromIntroduce } from './first-visit-rules';
import { useRefusalStore } from './refusal-store';

/**
 * Lets a screen render only for the people its access kind admits (docs/spec/product-spec.md §2):
 * - without the 'already accessed' cookie every screen but the exempt ones goes to /introduce;
 * - guarded screens redirect by role (./access.ts). A guest sent to /login carries where they were
 *   going, so the login screen can take them there afterwards; a signed-in person without the
 *   right lands on home, which says why (docs/screens.md, layout/refusal-notice.tsx).
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const location = useLocation();
  const session = useSessionStore(
    useShallow(({ isLogin, isAdmin, user }) => ({ isLogin, isAdmin, user })),
  );
  const checking = useSessionCheck((state) => state.pending);
  if (access === 'exempt') return children;
  if (!hasAccessedBefore() && !isReadingTermsFromIntroduce(location.pathname, location.state)) {
    return <Navigate to={PATHS.introduce} replace />;
  }
  if (access === 'public') return children;
  const target = redirectFor(access, session);
  if (target === null) return children;
  if (access !== 'logged-out' && target === PATHS.home) {
    // The stored user may be older than an approval: refuse only once the profile check is in.
    if (checking) return <RouteFallback />;
    return <RefusedRedirect refusal={refusalFor(session)} />;
  }
  const state = target === PATHS.login ? { from: location } : undefined;
  return <Navigate to={target} replace state={state} />;
}

/** Home, with the reason it is shown instead of the asked-for screen. */
function RefusedRedirect({ refusal }: { refusal: Refusal }) {
  const refuse = useRefusalStore((state) => state.refuse);
  useEffect(() => refuse(refusal), [refuse, refusal]);
  return <Navigate to={PATHS.home} replace />;
}
