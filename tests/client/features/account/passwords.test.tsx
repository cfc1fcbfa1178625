import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';
import { markAccessed as returningVisitor } from '@client/lib/first-visit';
import { renderAt } from './render-at';
import { fail, fakeApi, findAlert, ok, userJson } from './fake-api';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function signIn(lastMethod: string = 'LOCAL') {
  useSessionStore.getState().signIn(
    {
      id: 'u-1',
      email: 'ana@example.org',
      displayName: 'Casa Ana',
      roles: ['USER'],
      lastMethod: lastMethod as 'LOCAL',
    },
    'tok-1',
  );
}

describe('/forgot_password', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('asks for a valid email', async () => {
    const api = fakeApi({});
    await renderAt('/forgot_password');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please input your email.')).toBeTruthy();
    type('Email', 'nope');
    expect(screen.getByText('Please input valid Email.')).toBeTruthy();
    expect(api.find('POST /auth/request-reset-password')).toEqual([]);
  });

  it('requests a WEB reset link in the current language and clears the field', async () => {
    const api = fakeApi({
      'POST /auth/request-reset-password': ok({ code: 200, message: 'Sent' }),
    });
    await renderAt('/forgot_password', 'es');
    const email = await screen.findByRole('textbox');
    fireEvent.change(email, { target: { value: 'Ana@Example.org' } });
    fireEvent.submit(email.closest('form')!);
    await waitFor(() => expect(api.find('POST /auth/request-reset-password')).toHaveLength(1));
    expect(api.find('POST /auth/request-reset-password')[0]?.body).toEqual({
      email: 'ana@example.org',
      type: 'WEB',
      language: 'es',
    });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('words a failure of the server from its word', async () => {
    fakeApi({ 'POST /auth/request-reset-password': fail(500, 'Internal server error.') });
    await renderAt('/forgot_password');
    type('Email', 'ana@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await findAlert('Something went wrong. Please try again.');
  });
});

describe('/auth/resetPassword', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  const LINK = '/auth/resetPassword?token=abc123&email=ana%40example.org';

  it('checks the new password and its confirmation', async () => {
    fakeApi({});
    await renderAt(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please input your new password')).toBeTruthy();
    expect(screen.getByText('Please input your confirm password')).toBeTruthy();
    type('Enter new password', 'secret1');
    type('Confirm Password', 'secret2');
    expect(
      screen.getByText('New Password did not Match. Please check and try again.'),
    ).toBeTruthy();
  });

  it('sends the token and email of the link with the password, then goes to /login', async () => {
    const api = fakeApi({ 'POST /auth/password': ok(userJson()) });
    const view = await renderAt(LINK);
    type('Enter new password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Reset password successfully.');
    expect(api.find('POST /auth/password')[0]?.body).toEqual({
      email: 'ana@example.org',
      token: 'abc123',
      password: 'secret1',
    });
    await waitFor(() => expect(view.path()).toBe('/login'));
  });

  it("shows the server's message for a used or expired link", async () => {
    fakeApi({
      'POST /auth/password': fail(
        400,
        'This reset link has expired. Please request a new one.',
        'RESET_LINK_EXPIRED',
      ),
    });
    await renderAt(LINK);
    type('Enter new password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await findAlert('This reset link has expired. Please request a new one.');
  });

  it('explains a link without its token and offers a new one', async () => {
    fakeApi({});
    await renderAt('/auth/resetPassword?email=ana%40example.org');
    await findAlert('This reset link is not valid. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
    expect(screen.queryByLabelText('Enter new password')).toBeNull();
  });
});

describe('/change_password', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('checks all three fields, in Spanish too', async () => {
    fakeApi({});
    signIn();
    await renderAt('/change_password', 'es');
    const form = (await screen.findByRole('heading', { level: 1 })).parentElement!.querySelector(
      'form',
    );
    fireEvent.submit(form!);
    expect(await screen.findByText('Ingresa tu contraseña actual.')).toBeTruthy();
    expect(screen.queryByText('Please input your current password')).toBeNull();
  });

  it('sends old and new password, then logs out and goes to /login', async () => {
    const api = fakeApi({
      'PUT /auth/password': ok(userJson()),
      // The server already ended every session, so the log-out call is refused.
      'DELETE /auth/sign-in': fail(401, 'Unauthorized'),
    });
    signIn();
    const view = await renderAt('/change_password');
    type('Current Password', 'old-secret');
    type('New Password', 'new-secret');
    type('Confirm Password', 'new-secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await screen.findByText('Signed out successfully');
    expect(api.find('PUT /auth/password')[0]).toMatchObject({
      body: { oldPassword: 'old-secret', newPassword: 'new-secret' },
      authorization: 'Bearer tok-1',
    });
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, token: null });
  });

  it('keeps the person signed in and shows a wrong current password', async () => {
    fakeApi({
      'PUT /auth/password': fail(
        400,
        'Please check your current password and try again.',
        'CURRENT_PASSWORD_INVALID',
      ),
    });
    signIn();
    await renderAt('/change_password');
    type('Current Password', 'bad-secret');
    type('New Password', 'new-secret');
    type('Confirm Password', 'new-secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await findAlert('Please check your current password and try again.');
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('offers no form to an account that signs in with a social provider', async () => {
    fakeApi({});
    signIn('GOOGLE');
    await renderAt('/change_password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    expect(screen.getByText(/You sign in with GOOGLE/)).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
  });
});
