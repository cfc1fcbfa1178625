import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as CardModule from '@client/components/service/service-card';
import type * as CarouselModule from '@client/components/ui/carousel';
import type * as LocationModule from '@client/features/services/components/location-button';
import type * as SubFiltersModule from '@client/features/services/components/sub-filter-bar';
import { renderApp } from '../../render-app';
import { service } from '../../sync/fakes';
import { homeRouteForReturningVisitor } from './home-route-setup';
import { fillMirror } from './mirror';

// What a keystroke in home's search draws again (docs/sync.md "Reading fast"): each wrapped
// component counts its renders. The bar, the filters and the banners do not depend on the
// search; a row whose service stays on screen keeps its card.
const renders = vi.hoisted(() => ({ cards: [] as string[], bar: 0, filters: 0, banners: 0 }));

vi.mock('@client/components/service/service-card', async (original) => {
  const real = await original<typeof CardModule>();
  return {
    ...real,
    ServiceCard: (props: Parameters<typeof real.ServiceCard>[0]) => {
      renders.cards.push(props.service.id);
      return real.ServiceCard(props);
    },
  };
});
vi.mock('@client/features/services/components/location-button', async (original) => {
  const real = await original<typeof LocationModule>();
  return {
    ...real,
    LocationButton: () => {
      renders.bar++;
      return real.LocationButton();
    },
  };
});
vi.mock('@client/features/services/components/sub-filter-bar', async (original) => {
  const real = await original<typeof SubFiltersModule>();
  return {
    ...real,
    SubFilterBar: (props: Parameters<typeof real.SubFilterBar>[0]) => {
      renders.filters++;
      return real.SubFilterBar(props);
    },
  };
});
vi.mock('@client/components/ui/carousel', async (original) => {
  const real = await original<typeof CarouselModule>();
  return {
    ...real,
    Carousel: (props: Parameters<typeof real.Carousel>[0]) => {
      renders.banners++;
      return real.Carousel(props);
    },
  };
});

homeRouteForReturningVisitor();

const rowIds = () =>
  Array.from(document.querySelectorAll('ul.service-list > li.service-card h2 a')).map((a) =>
    a.getAttribute('href')!.replace('/services/', ''),
  );

// Newest first without a location: 'a' is the newest.
const shelter = (id: string, name: string, minutesAgo: number) =>
  service(id, {
    name,
    type: ['SHELTER'],
    serviceSummary: 'Emergency Shelter',
    createdAt: new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000).toISOString(),
  });

describe('a keystroke in home search', () => {
  it('redraws neither the bar, the filters nor the banners, and only the cards of new rows', async () => {
    await fillMirror([
      shelter('a', 'Harbor House', 1),
      shelter('b', 'Hope Center', 2),
      shelter('c', 'Harbor Light', 3),
      shelter('d', 'Family Haven', 4),
    ]);
    await renderApp('/#SHELTER');
    await waitFor(() => expect(rowIds()).toEqual(['a', 'b', 'c', 'd']));
    fireEvent.click(screen.getByRole('button', { name: 'Search services' }));
    const input = screen.getByRole('searchbox', { name: 'Search services' });
    // The search text loads on the first keystroke; every row still matches 'h'.
    fireEvent.change(input, { target: { value: 'h' } });
    await waitFor(() => expect(rowIds()).toEqual(['a', 'b', 'c', 'd']));
    await new Promise((resolve) => setTimeout(resolve, 50));

    renders.cards = [];
    renders.bar = renders.filters = renders.banners = 0;
    fireEvent.change(input, { target: { value: 'ha' } });
    await waitFor(() => expect(rowIds()).toEqual(['a', 'c', 'd']));
    fireEvent.change(input, { target: { value: 'harbor' } });
    await waitFor(() => expect(rowIds()).toEqual(['a', 'c']));
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Rows that stayed were not drawn again, and nothing outside the list was.
    expect(renders.cards).toEqual([]);
    expect({ bar: renders.bar, filters: renders.filters, banners: renders.banners }).toEqual({
      bar: 0,
      filters: 0,
      banners: 0,
    });

    // A row that comes back is drawn once.
    fireEvent.change(input, { target: { value: 'h' } });
    await waitFor(() => expect(rowIds()).toEqual(['a', 'b', 'c', 'd']));
    expect(new Set(renders.cards)).toEqual(new Set(['b', 'd']));
  });
});
