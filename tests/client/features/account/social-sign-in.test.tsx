import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@client/lib/session-store';
import { useToastStore } from '@client/lib/toast-store';
import { markAccessed as returningVisitor } from '@client/lib/first-visit';
import { loadManagementCatalog } from '@client/lib/i18n';
import { renderAt } from './render-at';
import { fail, fakeApi, findAlert, ok, userJson } from './fake-api';

const continueLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.textContent?.startsWith('Continue with'));

describe('social sign-in in the PWA', () => {
  // The two lazy screens and their catalog load once here, not inside the first test's time limit.
  beforeAll(async () => {
    await Promise.all([
      import('@client/app/routes/login'),
      import('@client/app/routes/twitter-callback'),
      loadManagementCatalog(),
    ]);
  }, 60_000);
  beforeEach(returningVisitor);
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
    useSessionStore.getState().signOut();
  });

  it('shows a button for each provider the server offers, and only those', async () => {
    fakeApi({ 'GET /auth/providers': ok({ providers: ['google', 'twitter'] }) });
    await renderAt('/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google');
    expect(screen.getByRole('link', { name: 'Continue with X (Twitter)' })).toBeTruthy();
    expect(continueLinks()).toHaveLength(2);
  });

  it('shows no button offline or when no provider is configured', async () => {
    for (const answer of ['offline', ok({ providers: [] })] as const) {
      const api = fakeApi({ 'GET /auth/providers': answer });
      const view = await renderAt('/login');
      await screen.findByRole('tab', { selected: true });
      await waitFor(() => expect(api.find('GET /auth/providers')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(continueLinks()).toEqual([]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('tells on /login that the e-mail is already signed up with a password', async () => {
    fakeApi({});
    await renderAt('/login?social_error=already_signed_up&method=LOCAL');
    await findAlert(
      'Sorry, looks like your e-mail is already signed up with a password. Please log in with your e-mail and password.',
    );
  });

  it('names the other provider when the e-mail belongs to another social account', async () => {
    fakeApi({});
    await renderAt('/login?social_error=already_signed_up&method=FACEBOOK');
    await findAlert(
      'Sorry, looks like your e-mail is already signed up using a Facebook account. Please try logging in using that account.',
    );
  });

  it('trades the one-time code once, stores the session and goes home', async () => {
    const api = fakeApi({
      'POST /auth/social/exchange': ok({ ...userJson({ lastMethod: 'GOOGLE' }), token: 'tok-s' }),
    });
    const view = await renderAt('/auth/twitter/callback?oauth_token=one-time-code');
    await screen.findByText('Welcome user ana@example.org');
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(api.find('POST /auth/social/exchange')).toEqual([
      expect.objectContaining({ body: { code: 'one-time-code' } }),
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-s',
      isLogin: true,
      user: { id: 'u-1', lastMethod: 'GOOGLE' },
    });
  });

  it('says so when the code was refused, with a way back to the login', async () => {
    fakeApi({
      'POST /auth/social/exchange': fail(
        400,
        'This sign-in link has expired or was already used.',
        'SOCIAL_SIGN_IN_FAILED',
      ),
    });
    await renderAt('/auth/twitter/callback?oauth_token=used');
    await findAlert('This sign-in took too long or was already used. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
