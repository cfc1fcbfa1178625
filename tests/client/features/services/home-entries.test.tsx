import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import { useHomeStore } from '@client/features/services/store';
import { useToastStore } from '@client/lib/toast-store';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

// The route loads lazily; its first transform on a busy machine can take most of a test's time.
beforeAll(() => import('@client/app/routes/home'), 30_000);

beforeEach(() => {
  returningVisitor();
  useSyncStatus.setState({ lastSyncAt: 1, syncing: false, online: true });
});
afterEach(async () => {
  useSyncStatus.setState({ lastSyncAt: null, syncing: false });
  useToastStore.setState({ toasts: [] });
  await resetMirrorAndHome();
});

const shelter = (id: string, extra: Parameters<typeof service>[1] = {}) =>
  service(id, { name: `Shelter ${id}`, type: ['SHELTER'], serviceSummary: 'Shelter', ...extra });

async function openHome() {
  await fillMirror([shelter('a')]);
  const app = await renderApp('/#SHELTER');
  await screen.findByRole('link', { name: 'Shelter a' });
  return app;
}

describe('home feedback dialog', () => {
  it('opens from Give feedback, focuses its first field and closes with Escape', async () => {
    await openHome();
    const opener = screen.getByRole('button', { name: 'Give feedback' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    // The form loads on first open; focus moves to its first field once it is there.
    const email = await within(dialog).findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its Close button too', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('validates like /feedback and queues nothing when fields are missing', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send Feedback' }));
    expect(within(dialog).getByText('Please input your email.')).toBeDefined();
    expect(within(dialog).getByText('Please input your subject.')).toBeDefined();
    expect(within(dialog).getByText('Please input your message.')).toBeDefined();
    expect(await localDb().outbox.toArray()).toEqual([]);
  });

  it('queues one app feedback, says so and closes', async () => {
    await openHome();
    const opener = screen.getByRole('button', { name: 'Give feedback' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await within(dialog).findByLabelText('Email');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Email', 'ana@example.org');
    type('Subject', 'Home');
    type('Message', 'Useful list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await screen.findByText('Feedback Sent Successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    const queued = await localDb().outbox.toArray();
    expect(queued).toHaveLength(1);
    const op = queued[0]?.op;
    if (op?.kind !== 'appFeedback') throw new Error('expected an app feedback');
    expect(op.fields).toEqual({
      email: 'ana@example.org',
      subject: 'Home',
      message: 'Useful list',
    });
  });
  it('keeps the dialog and its draft when a sync brings more listings than one page', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const message = await within(dialog).findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'The list helped me' } });
    // The button belongs at the end of the list: with 150 listings it moves behind "Show more".
    await fillMirror(Array.from({ length: 150 }, (_, n) => shelter(`s${n}`)));
    // Queried by class and text: role queries over 100 cards are slow in jsdom.
    await waitFor(() => expect(document.querySelector('.load-more')).not.toBeNull());
    expect(screen.queryByText('Give feedback')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBe(dialog);
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'The list helped me',
    );
  });
});

describe('home header entries', () => {
  it('links to the chatbot with a name', async () => {
    await openHome();
    const link = screen.getByRole('link', { name: 'Ask the chatbot' });
    expect(link.getAttribute('href')).toBe('/chatbot');
  });

  it('shows the active critical headers above the list', async () => {
    await fillMirror([
      shelter('a'),
      service('c', {
        name: 'Cold night',
        isCriticalHeader: true,
        isCriticalNeverExpire: true,
        criticalDescription: 'Warming center open tonight',
      }),
      service('x', {
        name: 'Gone',
        isCriticalHeader: true,
        criticalExpiredAt: '2020-01-01T00:00:00.000Z',
        criticalDescription: 'Expired notice',
      }),
    ]);
    await renderApp('/#SHELTER');
    const region = await screen.findByRole('region', { name: 'Important notices' });
    await within(region).findByText('Warming center open tonight');
    expect(
      within(region).getByRole('link', { name: 'Warming center open tonight Cold night' }),
    ).toBeDefined();
    expect(screen.queryByText('Expired notice')).toBeNull();
  });
});

describe('list or map', () => {
  it('switches with one button that names the other view, and keeps the choice', async () => {
    await openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    const list = screen.getByRole('button', { name: 'List' });
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shelter a' })).toBeNull();
    expect(useHomeStore.getState().view).toBe('map');
    const stored = JSON.parse(sessionStorage.getItem('refugio.home') ?? '{}') as {
      state: { view?: string };
    };
    expect(stored.state.view).toBe('map');
    fireEvent.click(list);
    await screen.findByRole('link', { name: 'Shelter a' });
  });

  it('opens in the view chosen earlier in the session', async () => {
    useHomeStore.getState().setView('map');
    await fillMirror([shelter('a')]);
    await renderApp('/#SHELTER');
    await screen.findByRole('button', { name: 'List' });
    expect(screen.queryByRole('link', { name: 'Shelter a' })).toBeNull();
  });
});
