import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasAccessedBefore } from '@client/lib/first-visit';
import { renderApp, returningVisitor } from '../render-app';

describe('the first-visit redirect', () => {
  it.each(['/', '/crisis_lines', '/services/3', '/login', '/terms_of_use', '/no-such-page'])(
    'sends a first-time visitor from %s to /introduce',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/introduce'));
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Refugio' });
    },
  );

  it('lets a first-time visitor stay on /introduce', async () => {
    const { router } = await renderApp('/introduce');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Refugio' });
    expect(router.state.location.pathname).toBe('/introduce');
  });

  it('lets a first-time visitor read /account-deletion-policy', async () => {
    const { router } = await renderApp('/account-deletion-policy');
    await screen.findByRole('heading', { level: 1, name: 'Account deletion policy' });
    expect(router.state.location.pathname).toBe('/account-deletion-policy');
  });

  it('does not redirect a returning visitor', async () => {
    returningVisitor();
    const { router } = await renderApp('/crisis_lines');
    await screen.findByRole('heading', { level: 1, name: 'Crisis lines' });
    expect(router.state.location.pathname).toBe('/crisis_lines');
  });
});

/** The terms form is on the tutorial's last slide; Skip goes straight there. */
async function skipToTerms() {
  fireEvent.click(await screen.findByRole('button', { name: 'Skip to the terms' }));
  await screen.findByText('Slide 9 of 9');
}

describe('the introduction', () => {
  it('sets the already-accessed cookie and goes home when the terms are accepted', async () => {
    const { router } = await renderApp('/introduce');
    await skipToTerms();
    fireEvent.click(await screen.findByRole('checkbox', { name: /accept the terms of use/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(hasAccessedBefore()).toBe(true);
    expect(document.cookie).toContain('refugio_accessed=1');
    await screen.findByRole('heading', { level: 1, name: 'Find help nearby' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });

  it('asks for the terms to be accepted before it continues', async () => {
    const { router } = await renderApp('/introduce');
    await skipToTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'Agree and continue' }));
    const error = screen.getByText('Please accept the terms of use to continue.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(router.state.location.pathname).toBe('/introduce');
    expect(hasAccessedBefore()).toBe(false);
  });

  it('lets a first-time visitor open the terms of use from its link', async () => {
    const { router } = await renderApp('/introduce');
    await skipToTerms();
    fireEvent.click(await screen.findByRole('link', { name: 'Read the terms of use' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(router.state.location.pathname).toBe('/terms_of_use');
  });
});
