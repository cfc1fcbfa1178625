import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store';
import { PATHS } from '../paths';
import { redirectFor, type GuardedAccess } from './access';

/** A layout route that lets its children render only for the access kind it guards. */
export function RequireAccess({ access }: { access: GuardedAccess }) {
  const session = useSessionStore(
    useShallow(({ isLogin, isAdmin, user }) => ({ isLogin, isAdmin, user })),
  );
  const location = useLocation();
  const target = redirectFor(access, session);
  if (target === null) return <Outlet />;
  // The login screen (a later issue) can send the person back to where they were going.
  const state = target === PATHS.login ? { from: location } : undefined;
  return <Navigate to={target} replace state={state} />;
}
