import { describe, expect, it } from 'vitest';
import { useSessionStore, type SessionUser } from '@client/lib/session-store';

const volunteer: SessionUser = {
  id: '1',
  email: 'v@example.org',
  displayName: 'V',
  roles: ['VOLUNTEER'],
};
const admin: SessionUser = { ...volunteer, id: '2', roles: ['USER', 'ADMINISTRATOR'] };

describe('the session store', () => {
  it('stores the user, the token and isLogin at login', () => {
    useSessionStore.getState().signIn(volunteer, 'abc');
    expect(useSessionStore.getState()).toMatchObject({
      user: volunteer,
      token: 'abc',
      isLogin: true,
      isAdmin: false,
    });
  });

  it('sets isAdmin when the roles include ADMINISTRATOR', () => {
    useSessionStore.getState().signIn(admin, 'abc');
    expect(useSessionStore.getState().isAdmin).toBe(true);
  });

  it('clears auth and token at logout', () => {
    useSessionStore.getState().signIn(admin, 'abc');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      isLogin: false,
      isAdmin: false,
    });
  });

  it('persists the session under refugio.session', () => {
    useSessionStore.getState().signIn(admin, 'abc');
    const stored = JSON.parse(localStorage.getItem('refugio.session') ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ token: 'abc', isLogin: true, isAdmin: true });
  });

  it('replaces the stored user and keeps the token when a fresher copy arrives', () => {
    useSessionStore.getState().signIn(volunteer, 'abc');
    useSessionStore.getState().setUser({ ...volunteer, roles: ['USER', 'ADMINISTRATOR'] });
    expect(useSessionStore.getState()).toMatchObject({
      user: { roles: ['USER', 'ADMINISTRATOR'] },
      token: 'abc',
      isLogin: true,
      isAdmin: true,
    });
  });

  it('ignores a fresher user that arrives after logout', () => {
    useSessionStore.getState().signIn(volunteer, 'abc');
    useSessionStore.getState().signOut();
    useSessionStore.getState().setUser(volunteer);
    expect(useSessionStore.getState()).toMatchObject({ user: null, isLogin: false });
  });
});
