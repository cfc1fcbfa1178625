import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';
import { markAccessed as returningVisitor } from '@client/lib/first-visit';
import { renderAt } from './render-at';
import { fail, fakeApi, findAlert, ok, userJson } from './fake-api';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openLogin(path = '/login', locale: 'en' | 'es' = 'en') {
  const view = await renderAt(path, locale);
  // The first test of the file loads the lazy route (and the management chunks) cold.
  await screen.findByRole('tab', { selected: true });
  return view;
}

describe('/login — Log in tab', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('asks for email and password before calling the server', async () => {
    const api = fakeApi({});
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please input your email.')).toBeTruthy();
    expect(screen.getByText('Please input your password')).toBeTruthy();
    type('Email', 'not-an-email');
    type('Password', '123');
    expect(screen.getByText('Please input valid Email.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(api.find('POST /auth/sign-in')).toEqual([]);
  });

  it('words the validation messages in Spanish', async () => {
    fakeApi({});
    await openLogin('/login', 'es');
    const [submit] = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('type') === 'submit');
    fireEvent.click(submit!);
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeTruthy();
    expect(screen.queryByText('Please input your email.')).toBeNull();
  });

  it('signs in with a lower-cased email, greets and goes home', async () => {
    const api = fakeApi({ 'POST /auth/sign-in': ok({ ...userJson(), token: 'tok-1' }) });
    const view = await openLogin();
    type('Email', 'Ana@Example.org');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Welcome user ana@example.org');
    expect(api.find('POST /auth/sign-in')[0]?.body).toEqual({
      email: 'ana@example.org',
      password: 'secret1',
    });
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-1',
      isLogin: true,
      isAdmin: false,
      user: { id: 'u-1', lastMethod: 'LOCAL', phone: '(303) 555-0100' },
    });
  });

  it('goes back to the screen the guard sent the person from', async () => {
    fakeApi({
      'POST /auth/sign-in': ok({ ...userJson({ roles: ['USER', 'ADMINISTRATOR'] }), token: 't' }),
    });
    const view = await renderAt('/update_profile');
    await waitFor(() => expect(view.path()).toBe('/login'));
    await screen.findByRole('tab', { selected: true });
    type('Email', 'ana@example.org');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Update Profile' });
    expect(view.path()).toBe('/update_profile');
    expect(useSessionStore.getState().isAdmin).toBe(true);
  });

  it("shows its own words for the server's 'Email or password invalid' (the original's text)", async () => {
    fakeApi({
      'POST /auth/sign-in': fail(400, 'Email or password invalid', 'INVALID_CREDENTIALS'),
    });
    await openLogin();
    type('Email', 'ana@example.org');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findAlert('Please check your Email or Password and Try Again.');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it("says the server's 'Email or password invalid' in Spanish", async () => {
    fakeApi({
      'POST /auth/sign-in': fail(400, 'Email or password invalid', 'INVALID_CREDENTIALS'),
    });
    await openLogin('/login', 'es');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ana@example.org' } });
    const password = document.querySelector('input[type="password"]')!;
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.submit(password.closest('form')!);
    await findAlert('Revisa tu correo electrónico o tu contraseña e inténtalo de nuevo.');
  });

  it('says it cannot connect when the request gets no answer', async () => {
    fakeApi({ 'POST /auth/sign-in': 'offline' });
    await openLogin();
    type('Email', 'ana@example.org');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findAlert('Can not connect to server. Please check your network.');
  });

  it('names the screen and the open tab in its headings', async () => {
    fakeApi({});
    await openLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in or sign up');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Service Provider Login');
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    await openLogin();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('links to the forgot-password screen', async () => {
    fakeApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot_password',
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    fakeApi({});
    await openLogin();
    const loginTab = screen.getByRole('tab', { name: 'Log in' });
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    const signUpTab = screen.getByRole('tab', { name: 'Sign up' });
    expect(signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUpTab);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(signUpTab.id);
    expect(screen.getByLabelText('Community Service Name')).toBeTruthy();
    fireEvent.keyDown(signUpTab, { key: 'Home' });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
  });
});
