import { ApiError } from '@client/lib/api-errors';
import { useSessionStore } from '@client/lib/session-store';
import { fetchProfile } from '../api';
import { toSessionUser } from './session-user';

export type SessionCheck = 'guest' | 'refreshed' | 'signed-out' | 'kept';

/**
 * The profile check at start (docs/spec/product-spec.md §4). Unauthorized clears the login (authedRequest
 * does it on 401); a fresh profile replaces the stored user, since roles and isApproved may have
 * changed; no answer keeps the login, so the app still works offline (offline-first).
 */
export async function checkSession(): Promise<SessionCheck> {
  if (!useSessionStore.getState().isLogin) return 'guest';
  try {
    const user = await fetchProfile();
    useSessionStore.getState().setUser(toSessionUser(user));
    return 'refreshed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    console.warn('Could not check the session; keeping the login', error);
    return 'kept';
  }
}
