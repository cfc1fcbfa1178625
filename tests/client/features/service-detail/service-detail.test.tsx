import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStatus } from '@client/sync/status';
import { localDb } from '@client/db/database';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from './fill-mirror';
import { getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

const shelter = service('s1', {
  name: 'Harbor House',
  serviceSummary: 'Emergency shelter',
  serviceSummaryEs: 'Refugio de emergencia',
  description: 'Beds and showers for the night.',
  descriptionEs: 'Camas y duchas para la noche.',
  age: '18+',
  ageEs: '18 años o más',
  type: ['SHELTER'],
  category: ['MEN', 'SENIORS'],
  address1: '1 Main St',
  address2: 'Suite 2',
  phone: '(303) 555-0100',
  contactEmail: 'help@harbor.org',
  website: 'www.harbor.org',
  facebook: 'https://facebook.com/harbor',
  twitter: null,
  instagram: 'instagram.com/harbor',
  youtube: 'https://youtube.com/harbor',
  location: { type: 'Point', coordinates: [-104.99, 39.74] },
  availableBeds: 7,
  totalBeds: 40,
  bedsObservedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  isAllowedPet: true,
  isLowBarrier: false,
  likes: 12,
  schedules: [
    { type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' },
    { type: 'WEEKLY', day: 'TUESDAY', startTime: '8:00 AM', endTime: '5:00 PM' },
  ],
  closeSchedules: [{ type: 'DATE_RANGE', startDate: '11/26/2026', endDate: '11/26/2026' }],
});

function row(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.parentElement as HTMLElement;
}

describe('/services/:id', () => {
  beforeEach(returningVisitor);
  afterEach(clearMirror);
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field of the mirrored service', async () => {
    await putServices(localDb(), [shelter]);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    await waitFor(() => expect(document.title).toBe('Harbor House · Refugio'));
    expect(screen.getByText('Emergency shelter')).toBeTruthy();
    expect(screen.getByText('Beds and showers for the night.')).toBeTruthy();

    expect(within(row('Available beds')).getByText('7')).toBeTruthy();
    expect(within(row('Total beds')).getByText('40')).toBeTruthy();
    expect(screen.getByText('Beds updated 3 hours ago')).toBeTruthy();

    expect(screen.getByRole('link', { name: '(303) 555-0100' }).getAttribute('href')).toBe(
      'tel:3035550100',
    );
    expect(screen.getByRole('link', { name: 'help@harbor.org' }).getAttribute('href')).toBe(
      'mailto:help@harbor.org',
    );
    expect(screen.getByRole('link', { name: 'www.harbor.org' }).getAttribute('href')).toBe(
      'http://www.harbor.org',
    );
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://facebook.com/harbor'],
      ['Instagram', 'http://instagram.com/harbor'],
      ['YouTube', 'https://youtube.com/harbor'],
    ]);

    const address = document.querySelector('address')?.textContent ?? '';
    expect(address).toContain('1 Main St');
    expect(address).toContain('Suite 2');
    expect(address).toContain('Denver, CO 80202');
    expect(address).toContain('United States');
    // A located service's transit directions sit under its map (the address has none then).
    expect(screen.queryByRole('link', { name: /Directions to Harbor House/ })).toBeNull();
    const directions = screen.getByRole('link', { name: 'Directions by transit' });
    const url = new URL(directions.getAttribute('href') ?? '');
    expect(url.searchParams.get('destination')).toBe('39.74,-104.99');
    expect(url.searchParams.get('travelmode')).toBe('transit');

    expect(screen.getByText('Mon, Tue 8:00 AM–5:00 PM')).toBeTruthy();
    screen.getByRole('heading', { level: 2, name: 'Closed days' });
    expect(screen.getByText('Closed Nov 26, 2026')).toBeTruthy();

    expect(within(row('Categories')).getByText('Men, Seniors')).toBeTruthy();
    expect(within(row('Age group')).getByText('18+')).toBeTruthy();
    expect(within(row('Pets allowed')).getByText('Yes')).toBeTruthy();
    expect(within(row('Low barrier')).getByText('No')).toBeTruthy();

    expect(
      screen.getByRole('button', { name: /Give kudos to Harbor House/ }).textContent,
    ).toContain('12');
    expect(screen.getByRole('button', { name: 'Add to favorites: Harbor House' })).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Click here to Report Incorrect Info or Claim this Service',
      }),
    ).toBeTruthy();
  });

  it('shows the Spanish summary, description, age and schedule when Spanish is chosen', async () => {
    await putServices(localDb(), [shelter]);
    await renderApp('/services/s1', 'es');
    await screen.findByText('Refugio de emergencia');
    expect(screen.getByText('Camas y duchas para la noche.')).toBeTruthy();
    expect(screen.getByText('18 años o más')).toBeTruthy();
    expect(screen.queryByText('Emergency shelter')).toBeNull();
    expect(screen.getByText('Lun, Mar 8:00 AM–5:00 PM')).toBeTruthy();
    expect(screen.queryByText('Mon, Tue 8:00 AM–5:00 PM')).toBeNull();
    // The country is named in Spanish too (docs/screens.md "Words and crisis lines").
    const address = document.querySelector('address')?.textContent ?? '';
    expect(address).toContain('Estados Unidos');
    expect(address).not.toContain('United States');
  });

  it('keeps the English text when a Spanish variant is missing', async () => {
    await putServices(localDb(), [{ ...shelter, descriptionEs: null, serviceSummaryEs: '  ' }]);
    await renderApp('/services/s1', 'es');
    await screen.findByText('Beds and showers for the night.');
    expect(screen.getByText('Emergency shelter')).toBeTruthy();
  });

  it('shows the contact text instead of hours for a contact-only service', async () => {
    await putServices(localDb(), [{ ...shelter, isContact: true, category: ['ALL', 'MEN'] }]);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    const schedule = screen.getByRole('heading', { level: 2, name: 'Schedule' }).parentElement!;
    expect(within(schedule).getByText('Please contact this service for hours')).toBeTruthy();
    expect(screen.queryByText('Mon, Tue 8:00 AM–5:00 PM')).toBeNull();
    expect(within(row('Categories')).getByText('Anyone')).toBeTruthy();
  });

  it('leaves out beds for a service that is not a shelter', async () => {
    await putServices(localDb(), [{ ...shelter, type: ['FOOD'] }]);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    expect(screen.queryByText('Available beds', { selector: 'dt' })).toBeNull();
  });

  it('says a service missing from a synced mirror was not found, with a link home', async () => {
    await localDb().meta.put({ name: 'lastSyncAt', value: 1 });
    const { router } = await renderApp('/services/gone');
    await screen.findByRole('heading', { level: 1, name: 'Service not found' });
    expect(screen.getByText(/may have been removed, or it has not been synced yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says loading, not "not found", while a first sync can still bring the service', async () => {
    useSyncStatus.setState({ online: true, problem: null });
    // The record fetched ahead is not there either (sync/ahead-job.ts).
    const gone = vi.fn(async (_url: RequestInfo | URL) =>
      Response.json({ code: 404, message: 'gone' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', gone);
    await renderApp('/services/s1');
    // Asked before the test ends, so no later test's fetch answers it.
    await waitFor(() => expect(gone).toHaveBeenCalledWith('/api/services/s1', expect.anything()));
    await screen.findByRole('heading', { level: 1, name: 'Service details' });
    expect(screen.getByText('Loading…', { selector: '.route-fallback' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Service not found' })).toBeNull();
    await putServices(localDb(), [shelter]);
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
  });

  it('shows a service fetched ahead of the first sync on a never-synced device', async () => {
    useSyncStatus.setState({ online: true, problem: null });
    const fetched = vi.fn(async (_url: RequestInfo | URL) => Response.json({ ...shelter, rev: 9 }));
    vi.stubGlobal('fetch', fetched);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    const urls = fetched.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/services'))).toEqual(['/api/services/s1']);
    // In the mirror for the pull to store again, but not in its list index until then.
    expect((await getService(localDb(), 's1'))?.rev).toBe(9);
  });

  it('says "not found" at once offline, and shows the service when the sync stores it', async () => {
    useSyncStatus.setState({ online: false });
    try {
      await renderApp('/services/s1');
      await screen.findByRole('heading', { level: 1, name: 'Service not found' });
      await putServices(localDb(), [shelter]);
      await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    } finally {
      useSyncStatus.setState({ online: true });
    }
  });
});
