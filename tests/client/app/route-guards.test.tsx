import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRefusalStore } from '@client/app/guards/refusal-store';
import { useSessionCheck, useSessionStore } from '@client/lib/session-store';
import { renderApp, returningVisitor, signInWithRoles } from '../render-app';

// docs/spec/product-spec.md §2, with concrete ids where a route has a parameter.
const LOGIN_REQUIRED = [
  '/add_service',
  '/manage_services',
  '/services/42/edit',
  '/change_password',
  '/feedbacks',
  '/available_beds',
  '/update_profile',
];
const ADMIN_REQUIRED = [
  '/crisis_lines/new',
  '/crisis_lines/7/edit',
  '/manage_users',
  '/manage_access',
  '/manage_superusers',
];
const ADMIN_OR_LEAD = ['/manage_approvals', '/manage_volunteers', '/users/7'];
const PUBLIC = [
  '/',
  '/services/42',
  '/my_favorites',
  '/crisis_lines',
  '/introduce',
  '/about',
  '/terms_of_use',
  '/privacy_policy',
  '/feedback',
  '/chatbot',
  '/forgot_password',
  '/auth/resetPassword',
  '/auth/twitter/callback',
  '/account-deletion-policy',
];

async function landsOn(path: string, expected: string) {
  const { router } = await renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('route guards', () => {
  beforeEach(returningVisitor);

  describe('for a logged-out visitor', () => {
    it.each(LOGIN_REQUIRED)('sends %s to /login', async (path) => {
      await landsOn(path, '/login');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in or sign up');
    });

    it.each([...ADMIN_REQUIRED, ...ADMIN_OR_LEAD])('sends %s to /login', async (path) => {
      await landsOn(path, '/login');
    });

    it.each(PUBLIC)('opens the public route %s', async (path) => {
      await landsOn(path, path);
    });

    it('opens /login', async () => {
      await landsOn('/login', '/login');
    });

    it('remembers where the visitor was going when it sends them to /login', async () => {
      const router = await landsOn('/manage_services?page=2', '/login');
      expect(router.state.location.state).toMatchObject({
        from: { pathname: '/manage_services', search: '?page=2' },
      });
    });
  });

  describe('for a logged-in user without special roles', () => {
    beforeEach(() => signInWithRoles(['USER']));

    it('sends /login home, because it is for logged-out visitors only', async () => {
      await landsOn('/login', '/');
    });

    it.each(LOGIN_REQUIRED)('opens %s', async (path) => {
      await landsOn(path, path);
    });

    it.each([...ADMIN_REQUIRED, ...ADMIN_OR_LEAD])('sends %s home', async (path) => {
      await landsOn(path, '/');
    });
  });

  describe('for an administrator', () => {
    beforeEach(() => signInWithRoles(['ADMINISTRATOR']));

    it.each([...LOGIN_REQUIRED, ...ADMIN_REQUIRED, ...ADMIN_OR_LEAD])('opens %s', async (path) => {
      await landsOn(path, path);
    });

    it('sends /login home', async () => {
      await landsOn('/login', '/');
    });
  });

  describe('for a volunteer lead', () => {
    beforeEach(() => signInWithRoles(['VOLUNTEER', 'VOLUNTEER LEAD']));

    it.each(ADMIN_OR_LEAD)('opens %s', async (path) => {
      await landsOn(path, path);
    });

    it.each(ADMIN_REQUIRED)('sends the admin-only %s home', async (path) => {
      await landsOn(path, '/');
    });
  });

  it('lets a volunteer who is not a lead no further than a plain user', async () => {
    signInWithRoles(['VOLUNTEER', 'VOLUNTEER SENIOR']);
    await landsOn('/manage_approvals', '/');
  });

  // docs/screens.md: a refused screen says why on the home screen it lands on, and the guards ask
  // the server's rules (shared/domain/rights.ts): approval counts, volunteers count no beds.
  describe('when it refuses a signed-in person', () => {
    beforeEach(() => useRefusalStore.getState().clear());

    const volunteer = (isApproved: boolean) =>
      useSessionStore.getState().signIn(
        {
          id: 'v-1',
          email: 'v@example.org',
          displayName: 'V',
          roles: ['VOLUNTEER', 'USER'],
          isVolunteer: true,
          isApproved,
        },
        'token',
      );
    const NO_RIGHT = 'You can’t open that page with this account, so you’re on the home screen.';

    it('tells a provider why an admin screen sent them home, until they go elsewhere', async () => {
      signInWithRoles(['USER']);
      const router = await landsOn('/manage_users', '/');
      await waitFor(() => expect(screen.getByText(NO_RIGHT).getAttribute('role')).toBe('status'));
      await act(() => router.navigate('/crisis_lines'));
      await waitFor(() => expect(screen.queryByText(NO_RIGHT)).toBeNull());
    });

    it('says it in Spanish', async () => {
      signInWithRoles(['USER']);
      const { router } = await renderApp('/manage_approvals', 'es');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(
        await screen.findByText(
          'No puedes abrir esa página con esta cuenta, así que estás en la pantalla de inicio.',
        ),
      ).toBeTruthy();
    });

    it('closes when asked', async () => {
      signInWithRoles(['USER']);
      await landsOn('/manage_users', '/');
      fireEvent.click(await screen.findByRole('button', { name: 'Close this notice' }));
      expect(screen.queryByText(NO_RIGHT)).toBeNull();
    });

    it.each(['/add_service', '/manage_services', '/services/42/edit', '/feedbacks'])(
      'keeps an unapproved volunteer off %s and says the account awaits approval',
      async (path) => {
        volunteer(false);
        await landsOn(path, '/');
        expect(
          await screen.findByText(/Your volunteer account is waiting for approval/),
        ).toBeTruthy();
      },
    );

    it('keeps an approved volunteer off /available_beds (§6: beds are for non-volunteers)', async () => {
      volunteer(true);
      await landsOn('/available_beds', '/');
      expect(await screen.findByText(NO_RIGHT)).toBeTruthy();
    });

    // The stored user may predate an approval: the profile check at start (§4) decides.
    it('waits for the profile check before refusing, and opens once it brings the approval', async () => {
      volunteer(false);
      useSessionCheck.setState({ pending: true });
      try {
        const { router } = await renderApp('/add_service');
        await screen.findByText('Loading…');
        expect(router.state.location.pathname).toBe('/add_service');
        act(() => {
          const { user } = useSessionStore.getState();
          useSessionStore.getState().setUser({ ...user!, isApproved: true });
          useSessionCheck.setState({ pending: false });
        });
        await screen.findByRole('heading', { level: 1, name: 'Add Service' });
        expect(router.state.location.pathname).toBe('/add_service');
      } finally {
        useSessionCheck.setState({ pending: false });
      }
    });

    it('lets an approved volunteer open /add_service', async () => {
      volunteer(true);
      await landsOn('/add_service', '/add_service');
    });
  });
});
