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

async function openSignUp(path = '/login') {
  const view = await renderAt(path);
  const tab = await screen.findByRole('tab', { name: 'Sign up' });
  fireEvent.click(tab);
  return view;
}

function fillValid() {
  type('Community Service Name', 'Casa Ana');
  type('Email', 'Ana@Example.org');
  type('Password', 'secret1');
  fireEvent.click(screen.getByLabelText('Accept Terms of Use & Privacy Policy'));
}

describe('/login — Sign up tab', () => {
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('asks for the name, email, password and the terms', async () => {
    const api = fakeApi({});
    await openSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please input your Community Service Name.')).toBeTruthy();
    expect(screen.getByText('Please input your email.')).toBeTruthy();
    expect(screen.getByText('Please input your password')).toBeTruthy();
    expect(screen.getByText('Please accept Terms & Privacy to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Community Service Name'));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/auth'))).toEqual([]);
  });

  it('words the sign-up messages in Spanish', async () => {
    fakeApi({});
    await renderAt('/login?volunteer=true', 'es');
    const form = (await screen.findByRole('tabpanel')).querySelector('form');
    fireEvent.submit(form!);
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeTruthy();
    expect(screen.queryByText('Please accept Terms & Privacy to continue.')).toBeNull();
    expect(screen.queryByText('Please input your Community Service Name.')).toBeNull();
  });

  it('masks the phone as it is typed', async () => {
    fakeApi({});
    await openSignUp();
    type('Phone (optional)', '3035550100');
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe(
      '(303) 555-0100',
    );
  });

  it('signs up a provider, without the terms flag in the body, and signs them in', async () => {
    const api = fakeApi({ 'POST /auth/sign-up': ok({ ...userJson(), token: 'tok-2' }) });
    const view = await openSignUp();
    fillValid();
    type('Phone (optional)', '303 555 0100');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Welcome user ana@example.org');
    expect(api.find('POST /auth/sign-up')[0]?.body).toEqual({
      displayName: 'Casa Ana',
      phone: '(303) 555-0100',
      email: 'ana@example.org',
      password: 'secret1',
      isVolunteer: false,
      language: 'en',
    });
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', isLogin: true });
  });

  it('opens a volunteer sign-up with ?volunteer=true and sends isVolunteer', async () => {
    const api = fakeApi({
      'POST /auth/sign-up': ok({
        ...userJson({ roles: ['VOLUNTEER', 'USER'], isVolunteer: true, isApproved: false }),
        token: 't',
      }),
    });
    await renderAt('/login?volunteer=true');
    const tab = await screen.findByRole('tab', { name: 'Sign up' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Volunteer Signup' })).toBeTruthy();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up as a volunteer' }));
    await screen.findByText('Welcome user ana@example.org');
    expect(api.find('POST /auth/sign-up')[0]?.body).toMatchObject({ isVolunteer: true });
    expect(useSessionStore.getState().user).toMatchObject({ isVolunteer: true, isApproved: false });
  });

  it("shows the server's message when the email is already signed up", async () => {
    fakeApi({
      'POST /auth/sign-up': fail(
        409,
        'This email is already signed up. Please log in instead.',
        'EMAIL_TAKEN',
      ),
    });
    await openSignUp();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await findAlert('This email is already signed up. Please log in instead.');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
