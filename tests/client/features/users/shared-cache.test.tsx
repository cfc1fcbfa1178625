import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedUser } from '@client/features/users/api';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';
import { aUser, callsOf, mainSection, renderScreen, signInAs, stubApi } from './helpers';

// The whole app renders; the first test of a file transforms the lazy route modules cold.
vi.setConfig({ testTimeout: 20_000 });

/** A server holding `users`: the list, the count, each record, and PUT merging its body. */
function usersServer(users: ManagedUser[]) {
  return stubApi((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/users') return { body: users };
    if (url.pathname === '/api/users/count') return { body: { count: users.length } };
    const id = /^\/api\/users\/([^/]+)$/.exec(url.pathname)?.[1];
    const user = users.find((u) => u.id === id);
    if (!user) return undefined;
    if (method === 'PUT') {
      const saved = { ...user, ...(JSON.parse(String(init.body)) as object) };
      users = users.map((u) => (u.id === id ? saved : u));
      return { body: saved };
    }
    return { body: user };
  });
}

const GET_LIST = 'GET /api/users?limit=25&skip=0';

describe('the users screens’ shared cache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('shows an edit made on /users/{id} in the list on Back, without a reload', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const api = usersServer([aUser('ana', { displayName: 'Ana' }), aUser('bo')]);
    const { router } = await renderScreen('/manage_users');
    fireEvent.click(await screen.findByRole('link', { name: 'Ana' }));
    const name = await screen.findByLabelText('Community Service Name');
    fireEvent.change(name, { target: { value: 'Ana Kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.text).toBe(
        'User Profile Updated Successfully',
      ),
    );
    await router.navigate(-1);
    // Within the list's freshness time: only the save's invalidation makes it show the change.
    expect(await screen.findByRole('link', { name: 'Ana Kitchen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ana' })).toBeNull();
    expect(callsOf(api).filter((c) => c === GET_LIST).length).toBeGreaterThan(1);
  });

  it('shows the next person on a shared phone nothing of the last one’s lists', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    usersServer([aUser('sam', { displayName: 'Secret Sam' })]);
    const { router } = await renderScreen('/manage_users');
    expect(await screen.findByRole('link', { name: 'Secret Sam' })).toBeTruthy();

    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The next administrator signs in; their list is still on its way.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    act(() => signInAs(['ADMINISTRATOR', 'USER']));
    useSessionStore.setState({ token: 'token-next' });
    await router.navigate('/manage_users');
    const section = await mainSection();
    expect(await screen.findByText('Loading…', { selector: '.users-loading' })).toBeTruthy();
    expect(section.textContent).not.toContain('Secret Sam');
  });
});
