import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, returningVisitor, signInWithRoles } from '../render-app';

describe('the app layout', () => {
  beforeEach(returningVisitor);

  it('starts with a skip link to the main content', async () => {
    await renderApp('/');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('opens the side menu, moves focus into it, and makes the page behind it inert', async () => {
    await renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Crisis lines' }).getAttribute('href')).toBe(
      '/crisis_lines',
    );
    expect(document.activeElement).toBe(within(nav).getAllByRole('link')[0]);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
  });

  it('closes the side menu with Escape and gives focus back to the menu button', async () => {
    await renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
  });

  it('navigates from a menu link, closes the menu and moves focus to the new content', async () => {
    const { router } = await renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Crisis lines' }));
    await screen.findByRole('heading', { level: 1, name: 'Crisis lines' });
    expect(router.state.location.pathname).toBe('/crisis_lines');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });

  it('offers "Log in or sign up" in the menu only to logged-out visitors', async () => {
    signInWithRoles(['USER']);
    await renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Log in or sign up' })).toBeNull();
  });

  it('routes the social sign-in callback to its screen, which says a link without a code failed', async () => {
    await renderApp('/auth/twitter/callback');
    await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});

describe('focus on the first load', () => {
  it('is not moved by the first-visit redirect, so the skip link stays first', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Refugio' });
    expect(document.activeElement).toBe(document.body);
  });
});
