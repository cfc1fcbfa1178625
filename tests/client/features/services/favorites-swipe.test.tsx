import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { SWIPE_REMOVE_PX } from '@client/lib/use-swipe-to-remove';
import { useToastStore } from '@client/lib/toast-store';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

beforeEach(returningVisitor);
afterEach(async () => {
  useToastStore.setState({ toasts: [] });
  await resetMirrorAndHome();
});

let router: Awaited<ReturnType<typeof renderApp>>['router'];

async function showFavorites(): Promise<HTMLElement> {
  await fillMirror([service('a', { name: 'Kitchen' }), service('b', { name: 'Pantry' })]);
  await localDb().favorites.bulkPut([
    { serviceId: 'a', addedAt: 2 },
    { serviceId: 'b', addedAt: 1 },
  ]);
  ({ router } = await renderApp('/my_favorites'));
  const link = await screen.findByRole('link', { name: 'Kitchen' });
  return link.closest('li') as HTMLElement;
}

/** A finger dragged sideways by dx (and down by dy) across a row, then lifted. */
function swipe(row: HTMLElement, dx: number, dy = 0, pointerType = 'touch'): void {
  const at = { pointerId: 7, pointerType };
  fireEvent.pointerDown(row, { ...at, clientX: 200, clientY: 100 });
  fireEvent.pointerMove(row, { ...at, clientX: 200 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerMove(row, { ...at, clientX: 200 + dx, clientY: 100 + dy });
  fireEvent.pointerUp(row, { ...at, clientX: 200 + dx, clientY: 100 + dy });
}

const favoriteIds = async () => (await localDb().favorites.toArray()).map((f) => f.serviceId);

describe('My Favorites swipe-to-delete', () => {
  it('removes the row swiped left past the threshold, with the toast', async () => {
    const row = await showFavorites();
    swipe(row, -(SWIPE_REMOVE_PX + 4));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kitchen' })).toBeNull());
    expect(await favoriteIds()).toEqual(['b']);
    expect(useToastStore.getState().toasts.at(-1)?.text).toBe('Removed from My Favorites');
  });

  it('removes a row swiped right too', async () => {
    const row = await showFavorites();
    swipe(row, SWIPE_REMOVE_PX);
    await waitFor(async () => expect(await favoriteIds()).toEqual(['b']));
  });

  it('moves the row with the finger, and puts it back when not swiped far enough', async () => {
    const row = await showFavorites();
    const at = { pointerId: 3, pointerType: 'touch' };
    fireEvent.pointerDown(row, { ...at, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(row, { ...at, clientX: 150, clientY: 102 });
    expect(row.style.transform).toBe('translateX(-50px)');
    expect(row.classList.contains('is-swiping')).toBe(true);
    fireEvent.pointerUp(row, { ...at, clientX: 200 - SWIPE_REMOVE_PX + 10, clientY: 102 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row.style.transform).toBe('');
    expect(await favoriteIds()).toEqual(['a', 'b']);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('leaves a mostly vertical move to the page scroll', async () => {
    const row = await showFavorites();
    swipe(row, -(SWIPE_REMOVE_PX + 20), SWIPE_REMOVE_PX * 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row.style.transform).toBe('');
    expect(await favoriteIds()).toEqual(['a', 'b']);
  });

  it('ignores a mouse drag, which stays a text selection', async () => {
    const row = await showFavorites();
    swipe(row, -(SWIPE_REMOVE_PX * 2), 0, 'mouse');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await favoriteIds()).toEqual(['a', 'b']);
  });

  it('does not open the service when the swipe ends on its link', async () => {
    await showFavorites();
    const link = screen.getByRole('link', { name: 'Pantry' });
    swipe(link, -(SWIPE_REMOVE_PX - 10));
    fireEvent.click(link);

    expect(router.state.location.pathname).toBe('/my_favorites');
    // A plain tap afterwards still opens it.
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/b'));
  });

  it('keeps the Remove button as the way without swiping', async () => {
    await showFavorites();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pantry from favorites' }));
    await waitFor(async () => expect(await favoriteIds()).toEqual(['a']));
  });
});
