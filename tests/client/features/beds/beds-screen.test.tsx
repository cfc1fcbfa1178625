import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb, type ManagedShelter } from '@client/db/database';
import { useSessionStore } from '@client/lib/session-store';
import { BedsScreen } from '@client/features/beds/components/beds-screen';
import { useBedsRefresh } from '@client/features/beds/store';
import { activateLocale, i18n } from '@client/lib/i18n';
import { useToastStore } from '@client/lib/toast-store';
import { useSyncStatus } from '@client/sync/status';
import { flushOutbox } from '@client/sync/outbox';
import type { OutboxEntry } from '@shared/sync/outbox';
import { ScriptedTransport, service } from '../../sync/fakes';
import { clearServices, putServices } from '@client/db/service-record-writes';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const db = localDb();

function shelter(id: string, overrides: Partial<ManagedShelter> = {}): ManagedShelter {
  return {
    id,
    userId: 'user-1',
    name: `Shelter ${id}`,
    availableBeds: 4,
    totalBeds: 10,
    bedsObservedAt: iso(NOW - 10 * 60_000),
    isApproved: true,
    fetchedAt: NOW - 60 * 60_000,
    ...overrides,
  };
}

async function renderScreen() {
  await activateLocale('en');
  return render(
    <I18nProvider i18n={i18n}>
      <BedsScreen />
    </I18nProvider>,
  );
}

const bedsEntries = async () =>
  (await db.outbox.toArray()).filter(
    (e): e is OutboxEntry & { op: { kind: 'beds' } } => e.op.kind === 'beds',
  );
const field = (name: string) =>
  screen.findByRole('spinbutton', {
    name: `Available beds at ${name}`,
  }) as Promise<HTMLInputElement>;
const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useSyncStatus.setState({ online: false, syncing: false, progress: null, lastSyncAt: null });
  useBedsRefresh.setState({ status: 'idle' });
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({
    user: { id: 'user-1', email: 'p@example.org', displayName: 'P', roles: ['AUTO USER'] },
    token: 'token-1',
    isLogin: true,
  });
  await Promise.all([db.outbox.clear(), clearServices(db), db.managedShelters.clear()]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('available beds, offline', () => {
  it('shows the saved shelters of the signed-in person from IndexedDB, without the network', async () => {
    await db.managedShelters.bulkPut([
      shelter('b', { name: 'Bay House' }),
      shelter('a', { name: 'Anchor Home', availableBeds: 2, totalBeds: 6 }),
      shelter('z', { name: 'Someone Else', userId: 'user-2' }),
    ]);
    await renderScreen();
    expect((await field('Anchor Home')).value).toBe('2');
    expect((await field('Bay House')).value).toBe('4');
    expect(screen.queryByText('Someone Else')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Anchor Home',
      'Bay House',
    ]);
    expect(within(rowOf('Anchor Home')).getByText('of 6 total')).toBeTruthy();
    expect(within(rowOf('Anchor Home')).getByText('Updated 10 minutes ago')).toBeTruthy();
    expect(screen.getByText('List refreshed 1 hour ago')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when there are no shelters to update', async () => {
    await renderScreen();
    expect(await screen.findByText('You have no shelters to update.')).toBeTruthy();
  });

  it('queues one outbox entry for each + and −, with the time it was counted', async () => {
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    await renderScreen();
    const input = await field('Anchor Home');
    fireEvent.click(screen.getByRole('button', { name: 'More available beds at Anchor Home' }));
    await waitFor(async () => expect(await bedsEntries()).toHaveLength(1));
    await waitFor(() => expect(input.value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer available beds at Anchor Home' }));
    await waitFor(async () => expect(await bedsEntries()).toHaveLength(2));
    const ops = (await bedsEntries()).map((e) => e.op);
    expect(ops).toEqual([
      { kind: 'beds', serviceId: 'a', availableBeds: 5, observedAt: iso(NOW) },
      { kind: 'beds', serviceId: 'a', availableBeds: 4, observedAt: iso(NOW) },
    ]);
    expect((await bedsEntries()).every((e) => e.userId === 'user-1')).toBe(true);
  });

  it('saves a typed count on Enter, once', async () => {
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    await renderScreen();
    const input = await field('Anchor Home');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    await waitFor(async () => expect(await bedsEntries()).toHaveLength(1));
    expect((await bedsEntries())[0]!.op.availableBeds).toBe(7);
  });

  it('reverts a count over the total with the error toast, and queues nothing', async () => {
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    await renderScreen();
    const input = await field('Anchor Home');
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('4'));
    expect(useToastStore.getState().toasts).toMatchObject([
      { text: 'Available beds should be less than or equal to Total Beds', tone: 'error' },
    ]);
    expect(await bedsEntries()).toHaveLength(0);
  });

  it('shows the queued count with a pending mark until the server confirms it', async () => {
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    await renderScreen();
    const input = await field('Anchor Home');
    expect(screen.queryByText('Waiting to be sent')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More available beds at Anchor Home' }));
    expect(await within(rowOf('Anchor Home')).findByText('Waiting to be sent')).toBeTruthy();
    expect(input.value).toBe('5');
    expect(within(rowOf('Anchor Home')).getByText('Updated now')).toBeTruthy();
  });

  it("shows the server's value once the write is confirmed", async () => {
    // In the mirror with the same count as the list; the server kept a newer observation.
    await putServices(db, [
      service('a', {
        type: ['SHELTER'],
        availableBeds: 4,
        totalBeds: 10,
        bedsObservedAt: iso(NOW - 600_000),
      }),
    ]);
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    await renderScreen();
    const input = await field('Anchor Home');
    fireEvent.click(screen.getByRole('button', { name: 'More available beds at Anchor Home' }));
    await screen.findByText('Waiting to be sent');

    const newer = iso(NOW + 60_000);
    const transport = new ScriptedTransport(
      [],
      [
        {
          status: 200,
          body: { services: [{ id: 'a', availableBeds: 8, totalBeds: 10, bedsObservedAt: newer }] },
        },
      ],
    );
    await act(() =>
      flushOutbox(db, transport, { session: () => ({ userId: 'user-1', token: 'token-1' }) }),
    );
    await waitFor(() => expect(input.value).toBe('8'));
    expect(screen.queryByText('Waiting to be sent')).toBeNull();
  });
});

describe('available beds, online', () => {
  it("replaces this person's saved shelters with the server's list", async () => {
    useSyncStatus.setState({ online: true });
    await db.managedShelters.bulkPut([
      shelter('old', { name: 'Closed Place' }),
      shelter('z', { name: 'Someone Else', userId: 'user-2' }),
    ]);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([
          {
            id: 'n1',
            name: 'New Harbor',
            availableBeds: 3,
            totalBeds: 12,
            bedsObservedAt: null,
            isApproved: false,
            likes: 0,
          },
        ]),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await renderScreen();
    expect((await field('New Harbor')).value).toBe('3');
    expect(screen.queryByText('Closed Place')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/services/beds?');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect((await db.managedShelters.get('z'))?.userId).toBe('user-2');
    expect(screen.getByText('List refreshed now')).toBeTruthy();
  });

  it('keeps the saved list and says so when the refresh fails', async () => {
    useSyncStatus.setState({ online: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.managedShelters.put(shelter('a', { name: 'Anchor Home' }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderScreen();
    expect(
      await screen.findByText('Could not refresh the list. Showing the one saved on this device.'),
    ).toBeTruthy();
    expect((await field('Anchor Home')).value).toBe('4');
  });

  it('fetches the list again after a count for a shelter outside the mirror was confirmed', async () => {
    useSyncStatus.setState({ online: true });
    const listed = (availableBeds: number, bedsObservedAt: string | null) =>
      new Response(
        JSON.stringify([
          {
            id: 'n1',
            name: 'New Harbor',
            availableBeds,
            totalBeds: 12,
            bedsObservedAt,
            isApproved: false,
          },
        ]),
        { status: 200 },
      );
    fetchMock
      .mockResolvedValueOnce(listed(3, null))
      .mockResolvedValueOnce(listed(6, iso(NOW + 60_000)));
    await renderScreen();
    const input = await field('New Harbor');
    await waitFor(() => expect(useBedsRefresh.getState().status).toBe('idle'));
    fireEvent.click(screen.getByRole('button', { name: 'More available beds at New Harbor' }));
    await screen.findByText('Waiting to be sent');

    // An unapproved shelter: the server applies the count, but no pull will bring it here.
    await act(() =>
      flushOutbox(db, new ScriptedTransport(), {
        session: () => ({ userId: 'user-1', token: 'token-1' }),
      }),
    );
    await waitFor(() => expect(input.value).toBe('6'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Waiting to be sent')).toBeNull();
  });
});
