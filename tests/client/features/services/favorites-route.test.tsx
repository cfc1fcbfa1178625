import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

beforeEach(returningVisitor);
afterEach(async () => {
  useToastStore.setState({ toasts: [] });
  await resetMirrorAndHome();
});

const rowNames = () =>
  Array.from(document.querySelectorAll('ul.service-list > li.service-card h2 a')).map(
    (a) => a.textContent,
  );

describe('My Favorites', () => {
  it('lists the favorite services newest first and skips those no longer mirrored', async () => {
    await fillMirror([service('a', { name: 'Older' }), service('b', { name: 'Newer' })]);
    await localDb().favorites.bulkPut([
      { serviceId: 'a', addedAt: 1 },
      { serviceId: 'b', addedAt: 3 },
      { serviceId: 'gone', addedAt: 2 },
    ]);
    await renderApp('/my_favorites');
    await waitFor(() => expect(rowNames()).toEqual(['Newer', 'Older']));
    expect(await localDb().favorites.get('gone')).toBeDefined();
  });

  it('removes a favorite with its visible button', async () => {
    await fillMirror([service('a', { name: 'Kitchen' })]);
    await localDb().favorites.put({ serviceId: 'a', addedAt: 1 });
    await renderApp('/my_favorites');
    await screen.findByRole('link', { name: 'Kitchen' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kitchen from favorites' }));
    await screen.findByText(/No Favorites added\./);
    expect(await localDb().favorites.count()).toBe(0);
    expect(useToastStore.getState().toasts.at(-1)?.text).toBe('Removed from My Favorites');
  });

  // docs/screens.md: the star is under the service's name, not at the top right.
  it('explains how to add favorites when there are none, where the star really is', async () => {
    await renderApp('/my_favorites');
    await screen.findByText(
      "No Favorites added. You can add a service to favorites by tapping the star under the service's name on its detail page.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeDefined();
  });

  it('says where the star is in Spanish too', async () => {
    await renderApp('/my_favorites', 'es');
    await screen.findByText(
      'Todavía no tienes favoritos. Para agregar un servicio, toca la estrella debajo de su nombre en su página de detalles.',
    );
  });
});
