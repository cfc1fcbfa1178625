import { afterEach, describe, expect, it } from 'vitest';
import { selectHomeView, useHomeStore } from '@client/features/services/store';
import { resetMirrorAndHome } from './mirror';

afterEach(resetMirrorAndHome);

describe('home selection', () => {
  it('keeps tab, sub-filter, category and toggles in session storage, not the search', () => {
    const home = useHomeStore.getState();
    home.setTab('FOOD');
    home.setSubFilter('Meals');
    home.setCategory('KIDS');
    home.setOpenNow(true);
    home.setSearch('soup');
    const stored = JSON.parse(sessionStorage.getItem('refugio.home') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({
      tab: 'FOOD',
      subFilter: 'Meals',
      category: 'KIDS',
      openNow: true,
      topKudos: false,
      view: 'list',
    });
    expect(localStorage.getItem('refugio.home')).toBeNull();
  });

  it('starts the list again at its first page when a filter changes', () => {
    const home = useHomeStore.getState();
    home.showMore();
    home.showMore();
    expect(useHomeStore.getState().pages).toBe(3);
    home.setCategory('MEN');
    expect(useHomeStore.getState().pages).toBe(1);
    home.showMore();
    home.setSearch('a');
    expect(useHomeStore.getState().pages).toBe(1);
  });

  it('clears the sub-filter when the tab changes, since each tab has its own buttons', () => {
    const home = useHomeStore.getState();
    home.setSubFilter('Emergency Shelter');
    home.setTab('FOOD');
    expect(useHomeStore.getState().subFilter).toBeNull();
  });

  it('keeps the list-or-map view for the session without resetting the pages', () => {
    const home = useHomeStore.getState();
    home.showMore();
    home.setView('map');
    expect(selectHomeView(useHomeStore.getState())).toBe('map');
    expect(useHomeStore.getState().pages).toBe(2);
    const stored = JSON.parse(sessionStorage.getItem('refugio.home') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state.view).toBe('map');
  });

  it('ignores a stored selection that no longer exists', async () => {
    sessionStorage.setItem(
      'refugio.home',
      JSON.stringify({
        state: { tab: 'PARKS', subFilter: 'Meals', category: 'PETS', view: 'globe' },
        version: 0,
      }),
    );
    await useHomeStore.persist.rehydrate();
    const { tab, subFilter, category, view } = useHomeStore.getState();
    expect({ tab, subFilter, category, view }).toEqual({
      tab: 'SHELTER',
      subFilter: null,
      category: 'ALL',
      view: 'list',
    });
  });
});
