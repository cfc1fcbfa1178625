import { describe, expect, it } from 'vitest';
import { redirectFor, refusalFor, type SessionView } from '@client/app/guards/access';
import type { Role } from '@shared/domain/enums';

const loggedOut: SessionView = { isLogin: false, isAdmin: false, user: null };

function session(roles: Role[], extra: { isApproved?: boolean; isVolunteer?: boolean } = {}) {
  return {
    isLogin: true,
    isAdmin: roles.includes('ADMINISTRATOR'),
    user: { id: 'u', email: 'u@example.org', displayName: 'U', roles, ...extra },
  } satisfies SessionView;
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

  // docs/screens.md: the guards ask the rules the server asks (shared/domain/rights.ts).
  it('keeps an unapproved volunteer off the screens that add and manage services', () => {
    const pending = session(['VOLUNTEER', 'USER'], { isVolunteer: true, isApproved: false });
    for (const access of ['manage', 'beds'] as const) {
      expect(redirectFor(access, pending), access).toBe('/');
    }
    expect(redirectFor('login', pending)).toBeNull();
    expect(refusalFor(pending)).toBe('awaiting-approval');
  });

  it('lets an approved volunteer manage services but not count shelter beds', () => {
    const volunteer = session(['VOLUNTEER', 'USER'], { isVolunteer: true, isApproved: true });
    expect(redirectFor('manage', volunteer)).toBeNull();
    expect(redirectFor('beds', volunteer)).toBe('/');
    expect(refusalFor(volunteer)).toBe('no-right');
  });

  it('lets a provider manage services and count beds, and refuses them administration', () => {
    const provider = session(['USER'], { isApproved: true });
    expect(redirectFor('manage', provider)).toBeNull();
    expect(redirectFor('beds', provider)).toBeNull();
    expect(redirectFor('admin-or-lead', provider)).toBe('/');
    expect(refusalFor(provider)).toBe('no-right');
  });

  it('gives an unapproved volunteer holding ADMINISTRATOR no administration', () => {
    const held = session(['VOLUNTEER', 'ADMINISTRATOR'], { isVolunteer: true, isApproved: false });
    expect(redirectFor('admin', held)).toBe('/');
    expect(redirectFor('staff', held)).toBe('/');
  });
});
