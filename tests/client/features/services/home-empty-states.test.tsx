import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeScreen } from '@client/features/services/components/home-screen';
import { useSyncStatus } from '@client/sync/status';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

/** Home's search field shows when its button is pressed (docs/screens.md "The first screen of a phone"). */
function openSearch(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Search services' }));
  return screen.getByRole('searchbox', { name: 'Search services' });
}

beforeEach(() => useSyncStatus.setState({ lastSyncAt: 1, syncing: false }));
afterEach(async () => {
  useSyncStatus.setState({ lastSyncAt: null });
  await resetMirrorAndHome();
});

// Wednesday 1 July 2026, 10:00 in Denver.
const NOW = new Date('2026-07-01T16:00:00.000Z');

const NO_SERVICES_HEALTH =
  'No results found matching your criteria in Health tab. Please choose other Tabs at the bottom ' +
  'or Change your location or Choose different options in Side Menu.';

function renderHome(hash: string) {
  return renderUi(<HomeScreen isAdmin={false} userId={null} now={NOW} />, { path: `/${hash}` });
}

describe('home empty states (docs/spec/product-spec.md §8)', () => {
  it('names the tab when the tab has no service (NO_SERVICES_CLIENT)', async () => {
    await fillMirror([service('f')]);
    await renderHome('#HEALTH');
    expect((await screen.findByRole('status')).textContent).toBe(NO_SERVICES_HEALTH);
  });

  it('says the same when the open-now filter leaves nothing', async () => {
    await fillMirror([
      service('h', { type: ['HEALTH'], schedules: [], closeSchedules: [], name: 'Clinic h' }),
    ]);
    await renderHome('#HEALTH');
    await screen.findByRole('link', { name: 'Clinic h' });
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    await screen.findByText(NO_SERVICES_HEALTH);
    expect(screen.queryByRole('link', { name: 'Clinic h' })).toBeNull();
  });

  it('says nothing matches the search when a search leaves nothing', async () => {
    await fillMirror([service('f')]);
    await renderHome('#FOOD');
    await screen.findByRole('link', { name: 'Kitchen f' });
    const input = openSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await screen.findByText('No Services Found Matching your Search.');
    expect(screen.queryByText(/No results found matching your criteria/)).toBeNull();
  });

  it('says the mirror is still filling during the first sync', async () => {
    useSyncStatus.setState({ lastSyncAt: null, syncing: true });
    await renderHome('#FOOD');
    await screen.findByText('Loading services for offline use…');
  });
});
