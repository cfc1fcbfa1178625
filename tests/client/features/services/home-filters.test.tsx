import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeScreen } from '@client/features/services/components/home-screen';
import { useHomeStore } from '@client/features/services/store';
import { useLocationStore } from '@client/lib/location-store';
import { useSyncStatus } from '@client/sync/status';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

/** The category is in the "More filters" sheet, which loads when first opened (docs/screens.md "The first screen of a phone"). */
async function categorySelect(): Promise<HTMLElement> {
  if (!screen.queryByRole('combobox', { name: 'Category' }))
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
  return screen.findByRole('combobox', { name: 'Category' });
}

beforeEach(() => useSyncStatus.setState({ lastSyncAt: 1, syncing: false }));
afterEach(async () => {
  useSyncStatus.setState({ lastSyncAt: null });
  await resetMirrorAndHome();
});

const rowNames = () =>
  Array.from(document.querySelectorAll('ul.service-list > li.service-card h2 a')).map(
    (a) => a.textContent,
  );

// Wednesday 1 July 2026, 10:00 in Denver.
const NOW = new Date('2026-07-01T16:00:00.000Z');

function renderHome(props: { isAdmin?: boolean; now?: Date } = {}, hash = '#FOOD') {
  return renderUi(<HomeScreen isAdmin={props.isAdmin ?? false} userId={null} now={props.now} />, {
    path: `/${hash}`,
  });
}

describe('home filters', () => {
  it('keeps only services open now, at the injected time', async () => {
    await fillMirror([
      service('open', { name: 'Open kitchen', schedules: [{ type: 'FULL_DAY' }] }),
      service('closed', {
        name: 'Monday kitchen',
        schedules: [{ type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' }],
      }),
      service('later', {
        name: 'Evening kitchen',
        schedules: [{ type: 'WEEKLY', day: 'WEDNESDAY', startTime: '6:00 PM', endTime: '9:00 PM' }],
      }),
      service('contact', { name: 'Call kitchen', isContact: true, schedules: [] }),
    ]);
    await renderHome({ now: NOW });
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect(screen.getByText('Closed till 6:00 PM')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    await waitFor(() => expect(rowNames()).toEqual(['Open kitchen']));
    expect(useHomeStore.getState().openNow).toBe(true);
  });

  it('stays busy while the rows of the page are drawn a step per paint, and not after', async () => {
    await fillMirror(
      Array.from({ length: 25 }, (_, i) => service(`s${i}`, { name: `Kitchen ${i}` })),
    );
    await renderHome();
    const results = () => document.querySelector('.home__results')!;
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
    // Each time the region says it is not busy, every row of the page is on screen.
    await waitFor(() => {
      expect(results().getAttribute('aria-busy')).toBe('false');
      expect(rowNames()).toHaveLength(25);
    });
    fireEvent.change(await categorySelect(), {
      target: { value: 'KIDS' },
    });
    expect(results().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'));
    expect(rowNames()).toHaveLength(25);
  });

  it('applies the category, where a service for ALL matches every category', async () => {
    await fillMirror([
      service('kids', { name: 'Kids kitchen', category: ['KIDS'] }),
      service('men', { name: 'Men kitchen', category: ['MEN'] }),
      service('all', { name: 'Everyone kitchen', category: ['ALL'] }),
    ]);
    await renderHome();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.change(await categorySelect(), {
      target: { value: 'KIDS' },
    });
    await waitFor(() => expect(rowNames().sort()).toEqual(['Everyone kitchen', 'Kids kitchen']));
  });

  it('applies the sub-filter buttons to the summary', async () => {
    await fillMirror([
      service('meal', { name: 'Meal place', serviceSummary: 'Hot Meal' }),
      service('pantry', { name: 'Pantry place', serviceSummary: 'Food Bank' }),
    ]);
    await renderHome();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const pantries = screen.getByRole('button', { name: 'Food Pantries' });
    fireEvent.click(pantries);
    await waitFor(() => expect(rowNames()).toEqual(['Pantry place']));
    expect(pantries.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));
  });

  it('orders by distance from the current location and shows it', async () => {
    useLocationStore.setState({ location: { lng: -104.99, lat: 39.74 } });
    await fillMirror([
      service('far', { name: 'Far', location: { type: 'Point', coordinates: [-105.5, 40.5] } }),
      service('near', {
        name: 'Near',
        location: { type: 'Point', coordinates: [-104.99, 39.75] },
        createdAt: '2020-01-01T00:00:00.000Z',
      }),
    ]);
    await renderHome();
    await waitFor(() => expect(rowNames()).toEqual(['Near', 'Far']));
    expect(screen.getByText('0.7 mi')).toBeDefined();
  });

  it('offers top kudos to administrators only, sorting by likes', async () => {
    await fillMirror([
      service('few', { name: 'Few', likes: 1, createdAt: '2026-05-01T00:00:00.000Z' }),
      service('many', { name: 'Many', likes: 50, createdAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    const view = await renderHome();
    await waitFor(() => expect(rowNames()).toEqual(['Few', 'Many']));
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    await screen.findByRole('combobox', { name: 'Category' });
    expect(screen.queryByRole('checkbox', { name: 'Top kudos' })).toBeNull();
    view.unmount();

    await renderHome({ isAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'More filters' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Top kudos' }));
    await screen.findByRole('button', { name: 'More filters: 1 on' });
    await waitFor(() => expect(rowNames()).toEqual(['Many', 'Few']));
  });
});

describe('service card on home', () => {
  it('shows beds for a shelter and the Spanish audience in Spanish', async () => {
    await fillMirror([
      service('s', {
        name: 'Casa',
        type: ['SHELTER'],
        category: ['WOMEN'],
        availableBeds: 3,
        totalBeds: 20,
      }),
    ]);
    await renderUi(<HomeScreen isAdmin={false} userId={null} now={NOW} />, {
      path: '/#SHELTER',
      locale: 'es',
    });
    await screen.findByText('Mujeres');
    expect(document.querySelector('.service-card__beds')?.textContent).toMatch(/3.*20/);
    expect(screen.getByText('Abierto 24/7')).toBeDefined();
  });
});
