import { msg } from '@lingui/core/macro';
import { i18n } from '@client/lib/i18n';
import { useSessionStore } from '@client/lib/session-store';
import { showToast } from '@client/lib/toast-store';
import { PATHS } from '@client/lib/paths';
import { signOutOnServer } from '../api';

const SIGNED_OUT = msg`Signed out successfully`;

/** Where to go afterwards: `useNavigate()`'s function fits. */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * Log out (docs/spec/product-spec.md §4): end the session on the server, then always clear it here. A failed
 * call (offline, or the session already ended there, e.g. after a password change) must not keep
 * the person signed in on this device, so its error is only logged.
 */
export async function logOut(navigate: Navigate, to: string = PATHS.home): Promise<void> {
  if (useSessionStore.getState().isLogin) {
    try {
      await signOutOnServer();
    } catch (error) {
      console.warn('The server did not confirm the log-out; signing out on this device', error);
    }
  }
  useSessionStore.getState().signOut();
  showToast(i18n._(SIGNED_OUT));
  navigate(to, { replace: true });
}
