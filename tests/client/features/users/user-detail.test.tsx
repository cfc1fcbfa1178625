import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The whole app renders; the first test of a file transforms the lazy route modules cold.
vi.setConfig({ testTimeout: 20_000 });
import type { ManagedUser } from '@client/features/users/api';
import { useToastStore } from '@client/lib/toast-store';
import { aUser, callsOf, mainSection, renderScreen, signInAs, stubApi } from './helpers';

const bodyOf = (api: ReturnType<typeof stubApi>, method: string) =>
  JSON.parse(String(api.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

/** A server holding `user`; PUT merges the body, other writes answer as given. */
function userServer(
  user: ManagedUser,
  writes: Record<string, { status?: number; body: unknown }> = {},
) {
  let current = user;
  return stubApi((url, init) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    if (writes[key]) return writes[key];
    if (key === `GET /api/users/${user.id}`) return { body: current };
    if (key === `PUT /api/users/${user.id}`) {
      current = {
        ...current,
        ...(JSON.parse(String(init.body)) as object),
        updatedAt: '2026-03-01T00:00:00.000Z',
      };
      return { body: current };
    }
    return undefined;
  });
}

async function openRecord(user: ManagedUser, locale: 'en' | 'es' = 'en') {
  const { router } = await renderScreen(`/users/${user.id}`, locale);
  return router;
}

describe('/users/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('shows the email read-only and saves name, phone and quota with a toast', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const api = userServer(aUser('u7', { email: 'ana@x.org', totalServices: 5 }));
    await openRecord(aUser('u7'));
    expect(await screen.findByText('ana@x.org')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
    fireEvent.change(screen.getByLabelText('Community Service Name'), {
      target: { value: 'Ana Kitchen' },
    });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '555-0100' } });
    fireEvent.change(screen.getByLabelText('Service quota (blank = 3)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.text).toBe(
        'User Profile Updated Successfully',
      ),
    );
    expect(bodyOf(api, 'PUT')).toEqual({
      displayName: 'Ana Kitchen',
      phone: '555-0100',
      isApproved: true,
      totalServices: 3,
    });
    // The role did not change, so no set-permission call.
    expect(callsOf(api).some((c) => c.includes('set-permission'))).toBe(false);
  });

  it('rejects a quota of 0 without calling the server', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const api = userServer(aUser('u7'));
    await openRecord(aUser('u7'));
    fireEvent.change(await screen.findByLabelText('Service quota (blank = 3)'), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The service quota must be a whole number, at least 1.'),
    ).toBeTruthy();
    expect(callsOf(api).some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('warns that deactivating signs the person out, and sends isApproved false', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const api = userServer(aUser('u7'));
    await openRecord(aUser('u7'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Inactive' }));
    expect(
      screen.getByText('When you save, this person will be signed out on every device.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(api, 'PUT').isApproved).toBe(false));
    // The form follows the saved record: still Inactive, and no longer warning (it is saved).
    await waitFor(() =>
      expect(
        screen.queryByText('When you save, this person will be signed out on every device.'),
      ).toBeNull(),
    );
    expect((screen.getByRole('radio', { name: 'Inactive' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('words the refusal to deactivate one’s own account from its word', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    userServer(aUser('me'), {
      'PUT /api/users/me': {
        status: 400,
        body: {
          code: 400,
          message: 'You cannot deactivate your own account.',
          reason: 'SELF_DEACTIVATION',
        },
      },
    });
    await openRecord(aUser('me'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Inactive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(await mainSection()).findByRole('alert')).textContent).toBe(
      'You cannot deactivate your own account.',
    );
  });

  it('lets an administrator change the role with set-permission', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const api = userServer(aUser('u7'), {
      'POST /api/users/u7/set-permission': {
        body: aUser('u7', { roles: ['VOLUNTEER LEAD', 'USER'], updatedAt: '2026-04-01T00:00:00Z' }),
      },
    });
    await openRecord(aUser('u7'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role' }), {
      target: { value: 'VOLUNTEER LEAD' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(api)).toContain('POST /api/users/u7/set-permission'));
    expect(bodyOf(api, 'POST')).toEqual({ role: 'VOLUNTEER LEAD' });
  });

  it('words the refusal to delete a user who owns services from its word', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    const refusal = 'Can’t delete user since they have related services or feedbacks';
    userServer(aUser('u7'), {
      'DELETE /api/users/u7': {
        status: 400,
        body: { code: 400, message: refusal, reason: 'USER_HAS_SERVICES' },
      },
    });
    const router = await openRecord(aUser('u7'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(await mainSection()).findByRole('alert')).textContent).toBe(refusal);
    expect(router.state.location.pathname).toBe('/users/u7');
  });

  it('deletes a user and goes back to the list', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    userServer(aUser('u7'), { 'DELETE /api/users/u7': { body: aUser('u7') } });
    const router = await openRecord(aUser('u7'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage_users'));
    expect(useToastStore.getState().toasts.at(-1)?.text).toBe(
      'This user was removed successfully!',
    );
  });

  it('gives a volunteer lead no role or delete controls', async () => {
    signInAs(['VOLUNTEER LEAD', 'USER']);
    const volunteer = aUser('v1', { roles: ['VOLUNTEER', 'USER'], isVolunteer: true });
    userServer(volunteer);
    await openRecord(volunteer);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
  });

  // docs/api/users.md: a lead edits plain volunteers only, never itself.
  it('shows a volunteer lead another lead, a senior or itself without a form', async () => {
    signInAs(['VOLUNTEER LEAD', 'USER']);
    for (const record of [
      aUser('l2', { roles: ['VOLUNTEER LEAD', 'USER'], isVolunteer: true }),
      aUser('s2', { roles: ['VOLUNTEER SENIOR', 'USER'], isVolunteer: true }),
      aUser('me', { roles: ['VOLUNTEER LEAD', 'USER'], isVolunteer: true }),
    ]) {
      userServer(record);
      const { unmount } = await renderScreen(`/users/${record.id}`, 'en');
      expect((await within(await mainSection()).findByRole('alert')).textContent).toBe(
        'Volunteer leads edit volunteers only: not other leads, seniors or their own account.',
      );
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      unmount();
    }
  });

  it('tells a volunteer lead who opens a non-volunteer that it is not theirs', async () => {
    signInAs(['VOLUNTEER LEAD', 'USER']);
    userServer(aUser('u7'));
    await openRecord(aUser('u7'));
    expect((await within(await mainSection()).findByRole('alert')).textContent).toBe(
      'Volunteer leads can only manage volunteers.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hides the quota for an administrator’s record (they have none)', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    userServer(aUser('a2', { roles: ['ADMINISTRATOR', 'USER'], isAdmin: true }));
    await openRecord(aUser('a2'));
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByLabelText('Service quota (blank = 3)')).toBeNull();
  });

  it('speaks Spanish', async () => {
    signInAs(['ADMINISTRATOR', 'USER']);
    userServer(aUser('u7'));
    await openRecord(aUser('u7'), 'es');
    expect(await screen.findByLabelText('Teléfono')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Eliminar|Delete user/ })).toBeTruthy();
  });
});
