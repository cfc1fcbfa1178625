import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSession } from '@client/features/account/lib/check-session';
import { logOut } from '@client/features/account/lib/log-out';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';
import { markAccessed as returningVisitor } from '@client/lib/first-visit';
import { renderAt } from './render-at';
import { fakeApi, fail, findAlert, ok, userJson } from './fake-api';

function signIn() {
  useSessionStore.getState().signIn(
    {
      id: 'u-1',
      email: 'ana@example.org',
      displayName: 'Casa Ana',
      roles: ['USER'],
      phone: '3035550100',
      lastMethod: 'LOCAL',
    },
    'tok-1',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('/update_profile', () => {
  beforeEach(returningVisitor);

  it('shows the stored name, the masked phone and the email read-only', async () => {
    fakeApi({});
    signIn();
    await renderAt('/update_profile');
    const name = (await screen.findByLabelText('Community Service Name')) as HTMLInputElement;
    expect(name.value).toBe('Casa Ana');
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe(
      '(303) 555-0100',
    );
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ana@example.org');
    expect(email.readOnly).toBe(true);
  });

  it('saves name and phone, stores the answer and goes home with the toast', async () => {
    const api = fakeApi({
      'PUT /auth/profile': ok(userJson({ displayName: 'Casa Ana 2', phone: '(720) 555-0199' })),
    });
    signIn();
    const view = await renderAt('/update_profile');
    fireEvent.change(await screen.findByLabelText('Community Service Name'), {
      target: { value: 'Casa Ana 2' },
    });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), {
      target: { value: '7205550199' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('User Profile Updated Successfully');
    expect(api.find('PUT /auth/profile')[0]).toMatchObject({
      body: { displayName: 'Casa Ana 2', phone: '(720) 555-0199' },
      authorization: 'Bearer tok-1',
    });
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(useSessionStore.getState().user).toMatchObject({
      displayName: 'Casa Ana 2',
      phone: '(720) 555-0199',
    });
    expect(useSessionStore.getState().token).toBe('tok-1');
  });

  it('says it cannot connect when offline and keeps the screen', async () => {
    fakeApi({ 'PUT /auth/profile': 'offline' });
    signIn();
    const view = await renderAt('/update_profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await findAlert('Can not connect to server. Please check your network.');
    expect(view.path()).toBe('/update_profile');
  });
});

describe('logOut', () => {
  it('ends the session on the server, clears it here, toasts and goes home', async () => {
    const api = fakeApi({ 'DELETE /auth/sign-in': ok({ message: 'Signed out successfully.' }) });
    signIn();
    const navigate = vi.fn();
    await logOut(navigate);
    expect(api.find('DELETE /auth/sign-in')[0]?.authorization).toBe('Bearer tok-1');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, token: null, user: null });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual(['Signed out successfully']);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    fakeApi({ 'DELETE /auth/sign-in': 'offline' });
    signIn();
    const navigate = vi.fn();
    await logOut(navigate);
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('checkSession', () => {
  it('does nothing for a guest', async () => {
    const api = fakeApi({});
    expect(await checkSession()).toBe('guest');
    expect(api.calls).toEqual([]);
  });

  it('refreshes the stored user, whose roles may have changed', async () => {
    fakeApi({
      'GET /auth/profile': ok(
        userJson({ roles: ['USER', 'ADMINISTRATOR'], isApproved: false, devices: [] }),
      ),
    });
    signIn();
    expect(await checkSession()).toBe('refreshed');
    expect(useSessionStore.getState()).toMatchObject({
      isLogin: true,
      isAdmin: true,
      token: 'tok-1',
      user: { roles: ['USER', 'ADMINISTRATOR'], isApproved: false },
    });
  });

  it('clears the login when the server answers Unauthorized', async () => {
    fakeApi({ 'GET /auth/profile': fail(401, 'Unauthorized') });
    signIn();
    expect(await checkSession()).toBe('signed-out');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, token: null });
  });

  it('keeps the login when offline', async () => {
    fakeApi({ 'GET /auth/profile': 'offline' });
    signIn();
    expect(await checkSession()).toBe('kept');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, token: 'tok-1' });
  });

  it('keeps the login on a server error other than 401', async () => {
    fakeApi({ 'GET /auth/profile': fail(503, 'Service Unavailable') });
    signIn();
    expect(await checkSession()).toBe('kept');
    expect(useSessionStore.getState().isLogin).toBe(true);
  });
});
