import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { donateUrl, menuGroupsFor } from '@client/app/layout/menu-links';
import { useSessionStore } from '@client/lib/session-store';
import { useSyncStatus } from '@client/sync/status';
import { useHomeStore } from '@client/features/services/store';
import { renderApp, returningVisitor, signInWithRoles } from '../render-app';

async function openMenu() {
  const view = await renderApp('/crisis_lines');
  fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Menu' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { ...view, nav, links };
}

const GUEST_LINKS = [
  'Find help nearby',
  'Crisis lines',
  'My favorites',
  'Chat and questions',
  'Show tutorial',
  'Give feedback',
  'About Refugio',
  'Terms of use',
  'Privacy policy',
  'Account deletion policy',
  'Log in or sign up',
];

describe('the side menu', () => {
  beforeEach(returningVisitor);
  afterEach(() => useSyncStatus.setState({ lastSyncAt: null }));

  it('says when the listings were last saved on this device', async () => {
    useSyncStatus.setState({ lastSyncAt: null });
    const first = await openMenu();
    expect(screen.getByText('The listings are not saved on this device yet.')).toBeTruthy();
    first.unmount();
    useSyncStatus.setState({ lastSyncAt: Date.now() - 5 * 60_000 });
    await openMenu();
    expect(screen.getByText('Listings saved on this device, updated 5 minutes ago.')).toBeTruthy();
  });
});

describe('the side menu by role', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    useHomeStore.setState({ openNow: false, topKudos: false, view: 'list' });
  });

  it('offers a guest the public entries, the options and the login, nothing to manage', async () => {
    const { nav, links } = await openMenu();
    expect(links).toEqual(GUEST_LINKS);
    expect(within(nav).getByRole('heading', { name: 'Options' })).toBeTruthy();
    expect(within(nav).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Open services' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Map view' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Top kudos' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Donate' })).toBeNull();
  });

  it('gives a signed-in provider their services and account entries, without the login', async () => {
    signInWithRoles(['USER']);
    const { links } = await openMenu();
    expect(links).toEqual(
      expect.arrayContaining([
        'Add a service',
        'Manage services',
        'Update shelter beds',
        'Feedbacks',
      ]),
    );
    expect(links).toEqual(expect.arrayContaining(['Update profile', 'Change password']));
    expect(links).not.toContain('Log in or sign up');
    expect(links).not.toContain('Manage approvals');
    expect(links).not.toContain('Manage users');
  });

  it('leaves the add-service and management entries out for an unapproved volunteer', async () => {
    useSessionStore.getState().signIn(
      {
        id: 'v-1',
        email: 'v@example.org',
        displayName: 'V',
        roles: ['VOLUNTEER'],
        isApproved: false,
      },
      'token',
    );
    const { links } = await openMenu();
    expect(links).not.toContain('Add a service');
    expect(links).not.toContain('Manage services');
    expect(links).not.toContain('Feedbacks');
    expect(links).toContain('Update profile');
  });

  // docs/screens.md: docs/spec/product-spec.md §6 gives shelter beds to non-volunteers, as the server does.
  it('gives an approved volunteer their services and feedbacks but not shelter beds', async () => {
    useSessionStore.getState().signIn(
      {
        id: 'v-3',
        email: 'v3@example.org',
        displayName: 'V3',
        roles: ['VOLUNTEER', 'USER'],
        isVolunteer: true,
        isApproved: true,
      },
      'token',
    );
    const { links } = await openMenu();
    expect(links).toEqual(
      expect.arrayContaining(['Add a service', 'Manage services', 'Feedbacks']),
    );
    expect(links).not.toContain('Update shelter beds');
  });

  // docs/api.md "Who may do what": the server refuses every right to an account that is not approved.
  it('offers no management entry to an unapproved volunteer holding ADMINISTRATOR or LEAD', async () => {
    useSessionStore.getState().signIn(
      {
        id: 'v-2',
        email: 'v2@example.org',
        displayName: 'V2',
        roles: ['VOLUNTEER', 'VOLUNTEER LEAD', 'ADMINISTRATOR', 'SUPER USER', 'USER'],
        isVolunteer: true,
        isApproved: false,
      },
      'token',
    );
    const { nav, links } = await openMenu();
    for (const entry of [
      'Add a service',
      'Manage services',
      'Update shelter beds',
      'Feedbacks',
      'Manage approvals',
      'Manage volunteers',
      'Regions',
      'Homeless liaisons',
      'Manage users',
      'Manage perms',
      'Static pages',
      'Chatbot questions',
    ]) {
      expect(links, entry).not.toContain(entry);
    }
    expect(within(nav).queryByRole('heading', { name: 'Administration' })).toBeNull();
    expect(links).toEqual(expect.arrayContaining(['Update profile', 'Change password']));
  });

  it('gives a volunteer lead the approvals and volunteers, not the administration of users', async () => {
    signInWithRoles(['VOLUNTEER LEAD']);
    const { nav, links } = await openMenu();
    expect(links).toEqual(
      expect.arrayContaining([
        'Manage approvals',
        'Manage volunteers',
        'Regions',
        'Homeless liaisons',
        'Regional coordinators',
      ]),
    );
    expect(links).not.toContain('Manage users');
    expect(links).not.toContain('Static pages');
    expect(within(nav).queryByRole('button', { name: 'Top kudos' })).toBeNull();
  });

  it('gives an administrator every management entry and the Top kudos toggle', async () => {
    signInWithRoles(['ADMINISTRATOR']);
    const { nav, links, router } = await openMenu();
    expect(links).toEqual(
      expect.arrayContaining([
        'Manage approvals',
        'Manage volunteers',
        'Manage users',
        'Manage access',
        'Manage super users',
        'Manage perms',
        'Regions',
        'Chatbot questions',
        'Static pages',
      ]),
    );
    const topKudos = within(nav).getByRole('button', { name: 'Top kudos' });
    expect(topKudos.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(topKudos);
    expect(useHomeStore.getState().topKudos).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the menu badges', () => {
  beforeEach(returningVisitor);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the report-notifications counts on their entries, capped at 9999', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/api/auth/report-notifications')) throw new TypeError('offline');
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
      return Response.json({
        countManagedServices: 4,
        countUnReadFeedbacks: 0,
        countManagedShelters: 2,
        countNotApprovedServices: 7,
        countVolunteers: 3,
        countTotalUsers: 12000,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    signInWithRoles(['ADMINISTRATOR']);
    await renderApp('/crisis_lines');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    // Text, not accessible names: computing two dozen names per retry is slow in jsdom.
    const texts = () =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(() => expect(texts()).toContain('Manage users: 9999+'));
    expect(texts()).toEqual(
      expect.arrayContaining([
        'Manage services: 4',
        'Manage approvals: 7',
        'Update shelter beds: 2',
        // Zero is no badge at all.
        'Feedbacks',
      ]),
    );
    // The ': ' is for screen readers only; the badge itself shows the number.
    expect(within(nav).getByText('9999+').className).toBe('side-menu__badge');
  });

  it('asks nothing for a guest', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await openMenu();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/auth/report-notifications',
    );
  });
});

describe('the menu options', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    useHomeStore.setState({ openNow: false, topKudos: false, view: 'list' });
  });

  it('"Open services" turns the open-now filter on and goes home, closing the menu', async () => {
    const { nav, router } = await openMenu();
    fireEvent.click(within(nav).getByRole('button', { name: 'Open services' }));
    expect(useHomeStore.getState().openNow).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Map view" shows home as a map, and says so when opened again', async () => {
    const { nav, router } = await openMenu();
    fireEvent.click(within(nav).getByRole('button', { name: 'Map view' }));
    expect(useHomeStore.getState().view).toBe('map');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const again = screen.getByRole('button', { name: 'Map view' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the Donate entry', () => {
  const guest = {
    isLogin: false,
    isAdmin: false,
    isAdminOrLead: false,
    mayManageServices: false,
    mayCountBeds: false,
    isStaff: false,
  };
  const labels = (donate: string | null) =>
    menuGroupsFor(guest, donate).flatMap((group) => group.links.map((link) => link.label.id));

  it('appears only when a donation address is configured', () => {
    const withDonate = menuGroupsFor(guest, 'https://example.org/give').flatMap((g) => g.links);
    expect(withDonate.find((link) => link.to === 'https://example.org/give')?.external).toBe(true);
    expect(labels(null)).toHaveLength(labels('https://example.org/give').length - 1);
  });

  it('accepts only https addresses', () => {
    expect(donateUrl('https://example.org/give')).toBe('https://example.org/give');
    expect(donateUrl('http://example.org')).toBeNull();
    expect(donateUrl('javascript:alert(1)')).toBeNull();
    expect(donateUrl(undefined)).toBeNull();
  });
});
