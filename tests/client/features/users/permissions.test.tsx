import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedUser } from '@client/features/users/api';
import { useToastStore } from '@client/lib/toast-store';
import { aUser, callsOf, mainSection, renderScreen, signInAs, stubApi } from './helpers';

// The whole app renders; the first test of a file transforms the lazy route modules cold.
vi.setConfig({ testTimeout: 20_000 });

/**
 * A server listing `users` whose writes answer the user as the server changed it, and keep that
 * change: the list the screen fetches again after a write shows it.
 */
function listServer(
  users: ManagedUser[],
  writes: Record<string, { status?: number; body: unknown }>,
) {
  return stubApi((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const write = writes[key];
    if (write) {
      const changed = write.body as ManagedUser;
      if ((write.status ?? 200) < 300)
        users = users.map((u) => (u.id === changed.id ? changed : u));
      return write;
    }
    if (key === 'GET /api/users/count') return { body: { count: users.length } };
    if (key === 'GET /api/users') return { body: users };
    return undefined;
  });
}

const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;

describe('permission screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('/manage_access switches ADMINISTRATOR with toggle-perm', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const ana = aUser('ana', { displayName: 'Ana' });
    const api = listServer([ana], {
      'POST /api/users/ana/toggle-perm': {
        body: { ...ana, roles: ['ADMINISTRATOR', 'USER'], isAdmin: true },
      },
    });
    await renderScreen('/manage_access');
    const toggle = await screen.findByRole('switch', { name: 'Ana' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(callsOf(api)).toContain('POST /api/users/ana/toggle-perm');
    expect(lastToast()).toBe('Added Ana as Admin.');
  });

  it('/manage_superusers switches SUPER USER with toggle-perm-supper-user', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const bo = aUser('bo', { displayName: 'Bo', roles: ['SUPER USER', 'USER'] });
    const api = listServer([bo], {
      'POST /api/users/bo/toggle-perm-supper-user': { body: { ...bo, roles: ['USER'] } },
    });
    await renderScreen('/manage_superusers');
    const toggle = await screen.findByRole('switch', { name: 'Bo' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(callsOf(api)).toContain('POST /api/users/bo/toggle-perm-supper-user');
    expect(callsOf(api).some((c) => c.endsWith('/toggle-perm'))).toBe(false);
    expect(lastToast()).toBe('Removed Bo as Super user.');
  });

  it('keeps a switch as it was when the server refuses, and says why', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const ana = aUser('ana', { displayName: 'Ana' });
    listServer([ana], {
      'POST /api/users/ana/toggle-perm': { status: 403, body: { code: 403, message: 'Forbidden' } },
    });
    await renderScreen('/manage_access');
    const toggle = await screen.findByRole('switch', { name: 'Ana' });
    fireEvent.click(toggle);
    const section = await mainSection();
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'You do not have permission to do this.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('/manage_perms sets any of the seven roles with set-permission', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const ana = aUser('ana', { displayName: 'Ana' });
    const api = listServer([ana], {
      'POST /api/users/ana/set-permission': {
        body: { ...ana, roles: ['VOLUNTEER SENIOR', 'USER'], isVolunteer: true },
      },
    });
    await renderScreen('/manage_perms');
    const select = await screen.findByRole('combobox', { name: 'Role of Ana' });
    expect(within(select).getAllByRole('option')).toHaveLength(7);
    fireEvent.change(select, { target: { value: 'VOLUNTEER SENIOR' } });
    await waitFor(() => expect(lastToast()).toBe('Ana is now: Volunteer senior.'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ role: 'VOLUNTEER SENIOR' });
    expect((select as HTMLSelectElement).value).toBe('VOLUNTEER SENIOR');
  });

  it('/manage_volunteers lists volunteer roles only and approves with isApproved', async () => {
    signInAs(['VOLUNTEER LEAD', 'USER']);
    const vi1 = aUser('v1', {
      displayName: 'Vic',
      roles: ['VOLUNTEER', 'USER'],
      isVolunteer: true,
      isApproved: false,
    });
    const api = listServer([vi1], {
      'PUT /api/users/v1': { body: { ...vi1, isApproved: true } },
    });
    await renderScreen('/manage_volunteers');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Vic' }));
    expect(await screen.findByRole('button', { name: 'Unapprove Vic' })).toBeTruthy();
    expect(callsOf(api)).toContain(
      'GET /api/users?limit=25&skip=0&filter=roles&roles=VOLUNTEER%2CVOLUNTEER+LEAD%2CVOLUNTEER+SENIOR',
    );
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ isApproved: true });
    expect(screen.getByRole('link', { name: 'Vic' }).getAttribute('href')).toBe('/users/v1');
    expect(lastToast()).toBe('Vic was approved.');
  });

  it('speaks Spanish on the volunteers screen', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    listServer([], {});
    await renderScreen('/manage_volunteers', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrar voluntarios' }),
    ).toBeTruthy();
  });
});
