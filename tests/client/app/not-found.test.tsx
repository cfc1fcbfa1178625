import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, returningVisitor } from '../render-app';

describe('an unknown path', () => {
  beforeEach(returningVisitor);

  it('shows a "Page not found" page with a link home that works', async () => {
    const { router } = await renderApp('/no-such-page/at/all');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Refugio'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: 'Find help nearby' });
  });

  it('says it in Spanish when Spanish is chosen', async () => {
    await renderApp('/nada', 'es');
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' });
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });
});
