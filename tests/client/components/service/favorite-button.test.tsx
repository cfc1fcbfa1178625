import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FavoriteButton } from '@client/components/service/favorite-button';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { resetMirrorAndHome } from '../../features/services/mirror';
import { renderUi } from './render-ui';

afterEach(async () => {
  useToastStore.setState({ toasts: [] });
  await resetMirrorAndHome();
});

const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;

describe('FavoriteButton', () => {
  it('adds and removes the favorite with a toast each time', async () => {
    await renderUi(<FavoriteButton serviceId="s1" userId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const remove = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(lastToast()).toBe('Added to My Favorites');
    expect(await localDb().favorites.get('s1')).toBeDefined();

    fireEvent.click(remove);
    await screen.findByRole('button', { name: 'Add to favorites' });
    expect(lastToast()).toBe('Removed from My Favorites');
    expect(await localDb().favorites.get('s1')).toBeUndefined();
  });

  it('queues the change for a signed-in person only', async () => {
    await renderUi(<FavoriteButton serviceId="s1" userId="user-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await screen.findByRole('button', { name: 'Remove from favorites' });
    const [entry] = await localDb().outbox.toArray();
    expect(entry?.op).toEqual({ kind: 'favoriteAdd', serviceId: 's1' });
  });

  it('keeps the favorites on the device without queueing for a guest', async () => {
    await renderUi(<FavoriteButton serviceId="s1" userId={null} serviceName="Kitchen" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites: Kitchen' }));
    await screen.findByRole('button', { name: 'Remove from favorites: Kitchen' });
    await waitFor(async () => expect(await localDb().favorites.count()).toBe(1));
    expect(await localDb().outbox.count()).toBe(0);
  });
});
