import { describe, expect, it } from 'vitest';
import { redirectFor, type SessionView } from '../../../src/client/app/guards/access';
import type { Role } from '../../../src/shared/domain/enums';

const loggedOut: SessionView = { isLogin: false, isAdmin: false, user: null };

function session(roles: Role[]): SessionView {
  return {
    isLogin: true,
    isAdmin: roles.includes('ADMINISTRATOR'),
    user: { id: 'u', email: 'u@example.org', displayName: 'U', roles },
  };
}

describe('redirectFor', () => {
  it('lets a logged-out visitor open logged-out-only screens', () => {
    expect(redirectFor('logged-out', loggedOut)).toBeNull();
  });

  it('sends a logged-in user away from logged-out-only screens to home', () => {
    expect(redirectFor('logged-out', session(['USER']))).toBe('/');
  });

  it('sends a logged-out visitor to /login for every protected kind', () => {
    for (const access of ['login', 'admin', 'admin-or-lead'] as const) {
      expect(redirectFor(access, loggedOut)).toBe('/login');
    }
  });

  it('lets any logged-in user through the login guard', () => {
    expect(redirectFor('login', session(['VOLUNTEER']))).toBeNull();
  });

  it('trusts the isAdmin flag set at login for the admin guard', () => {
    expect(redirectFor('admin', session(['ADMINISTRATOR']))).toBeNull();
    expect(redirectFor('admin', session(['SUPER USER']))).toBe('/');
  });

  it('lets administrators and volunteer leads through the admin-or-lead guard only', () => {
    expect(redirectFor('admin-or-lead', session(['ADMINISTRATOR']))).toBeNull();
    expect(redirectFor('admin-or-lead', session(['VOLUNTEER LEAD']))).toBeNull();
    expect(redirectFor('admin-or-lead', session(['VOLUNTEER']))).toBe('/');
    expect(redirectFor('admin-or-lead', session(['USER']))).toBe('/');
  });
});
