import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { SyncBanner } from '@client/features/sync-status/components/sync-banner';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import { enqueue } from '@client/sync/outbox';
import { useSyncStatus } from '@client/sync/status';
import type { OutboxOp } from '@shared/sync/outbox';
import { service } from '../../sync/fakes';
import { clearServices, putServices } from '@client/db/service-record-writes';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const db = localDb();

async function renderBanner(locale: Locale = 'en') {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <SyncBanner />
    </I18nProvider>,
  );
}

async function queue(op: OutboxOp, failed?: { status: number; message: string }) {
  const seq = await enqueue(db, op, 'user-1', NOW);
  if (failed) await db.outbox.update(seq!, { state: 'failed', error: failed });
  return seq!;
}

const status = () => screen.getAllByRole('status')[0]!;

beforeEach(async () => {
  // Only Date is faked: fake-indexeddb needs the real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSyncStatus.setState({
    online: true,
    syncing: false,
    progress: null,
    lastSyncAt: NOW,
    problem: null,
  });
  await Promise.all([db.outbox.clear(), clearServices(db), db.managedShelters.clear()]);
});

afterEach(() => vi.useRealTimers());

describe('the sync banner', () => {
  it('says nothing while online with nothing waiting', async () => {
    await renderBanner();
    expect(status().textContent).toBe('');
    expect(screen.queryByTestId('queued-count')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says it is offline, politely, with the last sync time', async () => {
    useSyncStatus.setState({ online: false, lastSyncAt: NOW - 5 * 60_000 });
    await renderBanner();
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toContain(
      'You are offline. Showing information saved on this device.',
    );
    expect(status().textContent).toContain('Last updated 5 minutes ago');
  });

  it('gives the last sync time in the active language', async () => {
    useSyncStatus.setState({ online: false, lastSyncAt: NOW - 2 * 3600_000 });
    await renderBanner('es');
    expect(status().textContent).toContain('hace 2 horas');
  });

  it('counts the changes waiting to be sent, not the refused ones', async () => {
    useSyncStatus.setState({ online: false });
    await queue({ kind: 'kudo', serviceId: 's1', deviceId: 'd' });
    await queue({ kind: 'favoriteAdd', serviceId: 's2' });
    await queue({ kind: 'favoriteAdd', serviceId: 's3' }, { status: 404, message: 'Not found' });
    await renderBanner();
    expect((await screen.findByTestId('queued-count')).textContent).toBe(
      '2 changes waiting to be sent',
    );
    await act(() => queue({ kind: 'kudo', serviceId: 's4', deviceId: 'd' }));
    await waitFor(() =>
      expect(screen.getByTestId('queued-count').textContent).toBe('3 changes waiting to be sent'),
    );
  });

  it('uses the singular for one change', async () => {
    useSyncStatus.setState({ online: false });
    await queue({ kind: 'kudo', serviceId: 's1', deviceId: 'd' });
    await renderBanner();
    expect((await screen.findByTestId('queued-count')).textContent).toBe(
      '1 change waiting to be sent',
    );
  });

  it('shows the first sync as a progress bar', async () => {
    useSyncStatus.setState({
      lastSyncAt: null,
      syncing: true,
      progress: { done: 120, remaining: 380 },
    });
    await renderBanner();
    const bar = screen.getByRole('progressbar', {
      name: 'Saving services for offline use: 120 of 500',
    });
    expect(bar.getAttribute('value')).toBe('120');
    expect(bar.getAttribute('max')).toBe('500');
  });

  it('does not show progress for a later, catching-up sync', async () => {
    useSyncStatus.setState({ syncing: true, progress: { done: 10, remaining: 20 } });
    await renderBanner();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [
      'quota',
      'This device is out of storage space. Free some space so Refugio can save services for offline use. Your queued changes are kept.',
    ],
    ['server', 'Could not update the saved information. Refugio will try again.'],
  ] as const)('explains the %s problem', async (problem, text) => {
    useSyncStatus.setState({ problem });
    await renderBanner();
    expect(status().textContent).toContain(text);
  });
});

describe('the failed changes', () => {
  it('lists what each refused write was and why, folded until opened', async () => {
    await putServices(db, [service('s1', { name: 'Hope Kitchen' })]);
    await db.managedShelters.put({
      id: 'sh1',
      userId: 'user-1',
      name: 'River Shelter',
      availableBeds: 1,
      totalBeds: 5,
      bedsObservedAt: null,
      isApproved: false,
      fetchedAt: NOW,
    });
    await queue({ kind: 'kudo', serviceId: 's1', deviceId: 'd' }, { status: 404, message: 'Gone' });
    await queue(
      { kind: 'beds', serviceId: 'sh1', availableBeds: 9, observedAt: new Date(NOW).toISOString() },
      { status: 400, message: 'Available beds should be less than or equal to Total Beds' },
    );
    await queue(
      { kind: 'appFeedback', fields: { subject: 'Hi' }, files: [] },
      { status: 413, message: 'Too large' },
    );
    await renderBanner();

    const summary = await screen.findByText('3 changes could not be sent');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    const items = within(details).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.failed-change__what')?.textContent)).toEqual([
      'Kudo for Hope Kitchen',
      'Beds for River Shelter',
      'Feedback about the app',
    ]);
    // The server's own words for a 404 or a 413 are not shown: they are not in the catalogs.
    expect(items[0]!.textContent).toContain('This service is no longer listed.');
    expect(items[0]!.textContent).not.toContain('Gone');
    expect(items[1]!.textContent).toContain(
      'Available beds should be less than or equal to Total Beds',
    );
    expect(items[2]!.textContent).toContain('The attached files are too large.');
  });

  it('sends a refused write again on Retry', async () => {
    const seq = await queue(
      { kind: 'favoriteAdd', serviceId: 'x' },
      { status: 403, message: 'No' },
    );
    await renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.get(seq))?.state).toBe('pending'));
    expect((await db.outbox.get(seq))?.error).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('1 change could not be sent')).toBeNull());
  });

  it('forgets a refused write on Dismiss', async () => {
    const seq = await queue(
      { kind: 'favoriteAdd', serviceId: 'x' },
      { status: 403, message: 'No' },
    );
    await renderBanner();
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(dismiss.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(dismiss);
    await waitFor(async () => expect(await db.outbox.get(seq)).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull());
  });
});
