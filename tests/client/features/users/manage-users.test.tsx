import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders; the first test of a file transforms the lazy route modules cold.
vi.setConfig({ testTimeout: 20_000 });
import { aUser, callsOf, mainSection, renderScreen, signInAs, stubApi } from './helpers';

/** A server with `total` users that answers any page of them. */
function usersServer(total: number) {
  return stubApi((url) => {
    if (url.pathname === '/api/users/count') return { body: { count: total } };
    if (url.pathname === '/api/users') {
      const skip = Number(url.searchParams.get('skip'));
      const limit = Number(url.searchParams.get('limit'));
      const size = Math.max(0, Math.min(limit, total - skip));
      return { body: Array.from({ length: size }, (_, i) => aUser(`u${skip + i + 1}`)) };
    }
    return undefined;
  });
}

describe('/manage_users', () => {
  beforeEach(() => signInAs(['ADMINISTRATOR', 'USER']));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the first page of 25 with the total and links each row to its record', async () => {
    const api = usersServer(312);
    await renderScreen('/manage_users');
    expect(await screen.findByText('Showing 1–25 of 312')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Person u1' }).getAttribute('href')).toBe('/users/u1');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(callsOf(api)).toContain('GET /api/users?limit=25&skip=0');
    expect(callsOf(api)).toContain('GET /api/users/count?limit=25&skip=0');
  });

  it('pages on with Next and keeps the page in the address', async () => {
    const api = usersServer(312);
    const { router } = await renderScreen('/manage_users?page=2');
    expect(await screen.findByText('Showing 26–50 of 312')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–75 of 312')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(callsOf(api)).toContain('GET /api/users?limit=25&skip=50');
  });

  it('disables Next on the last page, which may be short', async () => {
    usersServer(30);
    await renderScreen('/manage_users?page=2');
    expect(await screen.findByText('Showing 26–30 of 30')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches by name or email from page 1 and sends q', async () => {
    const api = usersServer(40);
    const { router } = await renderScreen('/manage_users?page=2');
    await screen.findByText('Showing 26–40 of 40');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), {
      target: { value: ' ana@x.org ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsOf(api)).toContain('GET /api/users?limit=25&skip=0&q=ana%40x.org'),
    );
    expect(router.state.location.search).toBe('?q=ana%40x.org');
  });

  it('filters by role with the API’s filter=roles', async () => {
    const api = usersServer(3);
    await renderScreen('/manage_users');
    await screen.findByText('Showing 1–3 of 3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), {
      target: { value: 'VOLUNTEER LEAD' },
    });
    await waitFor(() =>
      expect(callsOf(api)).toContain(
        'GET /api/users/count?limit=25&skip=0&filter=roles&roles=VOLUNTEER+LEAD',
      ),
    );
  });

  it('says when nothing matches and shows a network failure in an alert', async () => {
    usersServer(0);
    await renderScreen('/manage_users');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // Same query, same answer: a network failure only shows on a new query.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await within(await mainSection()).findByRole('alert')).textContent).toBe(
      'Can not connect to server. Please check your network.',
    );
  });

  it('adds a user with POST /users and fetches the list again', async () => {
    const api = stubApi((url, init) => {
      if (url.pathname === '/api/users' && init.method === 'POST') {
        return { body: aUser('new', { email: 'new@x.org' }) };
      }
      if (url.pathname === '/api/users/count') return { body: { count: 0 } };
      if (url.pathname === '/api/users') return { body: [] };
      return undefined;
    });
    await renderScreen('/manage_users');
    await screen.findByText('No users found.');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@x.org' } });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'New One' } });
    fireEvent.change(screen.getByLabelText('Role', { selector: 'dialog select' }), {
      target: { value: 'SUPER USER' },
    });
    fireEvent.submit(screen.getByLabelText('Email').closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(callsOf(api).filter((c) => c === 'GET /api/users?limit=25&skip=0')).toHaveLength(2),
    );
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'new@x.org',
      displayName: 'New One',
      role: 'SUPER USER',
    });
  });

  it('speaks Spanish', async () => {
    usersServer(30);
    await renderScreen('/manage_users', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrar usuarios' }),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Siguiente' });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
  });
});
