import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@client/lib/session-store';
import { showToast } from '@client/lib/toast-store';
import { useLocation, useNavigate } from '@client/lib/router';
import { PATHS } from '@client/lib/paths';
import type { SessionAnswer } from '../api';
import { toSessionUser } from '../lib/session-user';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

function targetOf(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === PATHS.login) return PATHS.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * After a sign-in or sign-up: store the session (docs/spec/product-spec.md §4), greet, and go where the guard
 * sent the person from, or home. flushSync renders the new session and the new location together,
 * so /login's logged-out guard never sees "signed in at /login" and sends them home instead.
 */
export function useFinishLogin() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { state } = useLocation();
  return ({ token, ...user }: SessionAnswer) => {
    useSessionStore.getState().signIn(toSessionUser(user), token);
    const email = user.email;
    showToast(t`Welcome user ${email}`);
    void navigate(targetOf(state), { replace: true, flushSync: true });
  };
}
