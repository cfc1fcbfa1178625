import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSyncStatus } from '@client/sync/status';
import { renderApp } from '../../render-app';
import { service } from '../../sync/fakes';
import { homeRouteForReturningVisitor } from './home-route-setup';
import { fillMirror } from './mirror';

/** Home's search field shows when its button is pressed (docs/screens.md "The first screen of a phone"). */
function openSearch(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Search services' }));
  return screen.getByRole('searchbox', { name: 'Search services' });
}

homeRouteForReturningVisitor();

const rowNames = () =>
  Array.from(document.querySelectorAll('ul.service-list > li.service-card h2 a')).map(
    (a) => a.textContent,
  );

const shelter = (id: string, extra = {}) =>
  service(id, {
    name: `Shelter ${id}`,
    type: ['SHELTER'],
    serviceSummary: 'Emergency Shelter',
    ...extra,
  });

describe('home list from the mirror', () => {
  it('opens the SHELTER tab by default and writes its hash', async () => {
    await fillMirror([shelter('a'), service('f')]);
    const { router } = await renderApp('/');
    await screen.findByRole('link', { name: 'Shelter a' });
    expect(rowNames()).toEqual(['Shelter a']);
    expect(screen.getByRole('button', { name: 'Shelter' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(router.state.location.hash).toBe('#SHELTER'));
  });

  it('selects the tab named by the hash, and a tab writes the hash', async () => {
    await fillMirror([shelter('a'), service('f')]);
    const { router } = await renderApp('/#FOOD');
    const link = await screen.findByRole('link', { name: 'Kitchen f' });
    expect(link.getAttribute('href')).toBe('/services/f');
    expect(rowNames()).toEqual(['Kitchen f']);

    const tabs = screen.getByRole('navigation', { name: 'Service types' });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Shelter' }));
    await screen.findByRole('link', { name: 'Shelter a' });
    expect(router.state.location.hash).toBe('#SHELTER');
  });

  it('narrows the list as the person types, every word in any field', async () => {
    await fillMirror([
      shelter('a', { address1: '12 Colfax Ave' }),
      shelter('b', { description: 'Beds for women near Colfax' }),
    ]);
    await renderApp('/#SHELTER');
    await screen.findByRole('link', { name: 'Shelter b' });
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'colfax' } });
    await waitFor(() => expect(rowNames().sort()).toEqual(['Shelter a', 'Shelter b']));
    fireEvent.change(input, { target: { value: 'COLFAX wómen' } });
    await waitFor(() => expect(rowNames()).toEqual(['Shelter b']));
    fireEvent.change(input, { target: { value: 'colfax pizza' } });
    await screen.findByText('No Services Found Matching your Search.');
    expect(rowNames()).toEqual([]);
  });

  it('marks when the results of a search are on screen, for the search benchmark', async () => {
    const mark = vi.spyOn(performance, 'mark');
    await fillMirror([shelter('a', { address1: '12 Colfax Ave' }), shelter('b')]);
    await renderApp('/#SHELTER');
    await screen.findByRole('link', { name: 'Shelter b' });
    fireEvent.change(openSearch(), {
      target: { value: 'colfax' },
    });
    await waitFor(() => expect(rowNames()).toEqual(['Shelter a']));
    await waitFor(() =>
      expect(mark).toHaveBeenCalledWith('refugio:search-results', { detail: 'colfax' }),
    );
    mark.mockRestore();
  });

  it('says the tab has nothing, naming the tab', async () => {
    await fillMirror([shelter('a')]);
    await renderApp('/#WORK');
    await screen.findByText(/No results found matching your criteria in Work tab\./);
  });

  it('says the first sync is running instead of showing no results', async () => {
    useSyncStatus.setState({ lastSyncAt: null, syncing: true });
    await renderApp('/#SHELTER');
    await screen.findByText('Loading services for offline use…');
    expect(screen.queryByText(/No results found/)).toBeNull();
  });

  it('shows 100 rows, then the next page on Show more', async () => {
    const many = Array.from({ length: 101 }, (_, i) =>
      shelter(`s${String(i).padStart(3, '0')}`, {
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    );
    await fillMirror(many);
    await renderApp('/#SHELTER');
    await waitFor(() => expect(rowNames()).toHaveLength(100));
    // Newest first without a location: the last created comes first, the first one is on page 2.
    expect(rowNames()[0]).toBe('Shelter s100');
    expect(rowNames()).not.toContain('Shelter s000');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowNames()).toHaveLength(101));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('starts again at the first page when a filter changes', async () => {
    await fillMirror(Array.from({ length: 150 }, (_, i) => shelter(`s${i}`)));
    await renderApp('/#SHELTER');
    await waitFor(() => expect(rowNames()).toHaveLength(100));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowNames()).toHaveLength(150));
    fireEvent.click(screen.getByRole('button', { name: 'Emergency' }));
    await waitFor(() => expect(rowNames()).toHaveLength(100));
  });
});
