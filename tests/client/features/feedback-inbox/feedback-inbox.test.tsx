import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { useToastStore } from '@client/lib/toast-store';
import { calls, feedback, fetchMock, serveFeedback, showInbox } from './inbox-fixtures';
import { clearServices, putServices } from '@client/db/service-record-writes';

const lastToast = () => useToastStore.getState().toasts.at(-1);
const subjects = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/feedbacks', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
    await clearServices(localDb());
  });

  it('gives administrators App feedback, Service feedback and Archive, App first', async () => {
    serveFeedback({ app: [feedback('a1')] });
    await showInbox(['ADMINISTRATOR']);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'App Feedback',
      'Service Feedback',
      'Archive',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subject a1' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('type=APP&isArchive=false');
    expect(String(url)).toContain('limit=25&skip=0&sort=createdAt&direction=desc');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('gives other signed-in people only Service feedback and Archive', async () => {
    serveFeedback({ service: [feedback('s1', { type: 'SERVICE', service: 'svc-1' })] });
    await showInbox(['USER']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Service Feedback',
      'Archive',
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Subject s1' });
    expect(calls().some((call) => call.includes('type=APP'))).toBe(false);
  });

  it('switches tabs with the arrow keys and loads that tab', async () => {
    serveFeedback({ app: [feedback('a1')], archive: [feedback('z1', { isArchive: true })] });
    await showInbox(['ADMINISTRATOR']);
    await screen.findByRole('heading', { level: 2, name: 'Subject a1' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'App Feedback' }), { key: 'End' });
    const archive = screen.getByRole('tab', { name: 'Archive' });
    expect(archive.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(archive);
    await screen.findByRole('heading', { level: 2, name: 'Subject z1' });
    expect(subjects()).toEqual(['Subject z1']);
    // An archived item can only be deleted.
    expect(screen.queryByRole('button', { name: 'Move Subject z1 to archive' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Subject z1' })).toBeTruthy();
  });

  it('names the service from the mirror and links to its detail, with the sender', async () => {
    await putServices(localDb(), [{ id: 'svc-1', name: 'Harbor Shelter' } as never]);
    serveFeedback({
      service: [
        feedback('s1', {
          type: 'SERVICE',
          service: 'svc-1',
          name: 'Mark',
          email: 'mark@example.org',
          phone: '(303) 555-0100',
        }),
      ],
    });
    await showInbox(['USER']);
    const link = await screen.findByRole('link', { name: 'Harbor Shelter' });
    expect(link.getAttribute('href')).toBe('/services/svc-1');
    expect(screen.getByRole('link', { name: 'mark@example.org' }).getAttribute('href')).toBe(
      'mailto:mark@example.org',
    );
    expect(screen.getByRole('link', { name: '(303) 555-0100' }).getAttribute('href')).toBe(
      'tel:3035550100',
    );
    expect(screen.getByText('Message s1')).toBeTruthy();
  });

  it('says so when a tab is empty', async () => {
    serveFeedback({});
    await showInbox(['ADMINISTRATOR']);
    expect(
      await screen.findByText(
        'You don’t have any new feedback. Please check Archive tab for past feedback.',
      ),
    ).toBeTruthy();
  });

  it('shows an offline message when the list cannot be fetched', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await showInbox(['ADMINISTRATOR']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Can not connect to server. Please check your network.',
    );
  });

  it('loads the next page when the first one was full', async () => {
    const page = Array.from({ length: 25 }, (_, i) => feedback(`a${i}`));
    serveFeedback({ app: page });
    await showInbox(['ADMINISTRATOR']);
    // Text queries: role queries over 25 cards are slow in jsdom.
    await screen.findByText('Subject a0');
    fetchMock.mockResolvedValueOnce(Response.json([feedback('a25')]));
    fireEvent.click(screen.getByText('Load more'));
    await screen.findByText('Subject a25');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('skip=25');
    expect(document.querySelectorAll('.feedback-item')).toHaveLength(26);
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('archives after confirmation, with the toast, and drops the item', async () => {
    serveFeedback({ app: [feedback('a1'), feedback('a2')] });
    await showInbox(['ADMINISTRATOR']);
    await screen.findByRole('heading', { level: 2, name: 'Subject a1' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Subject a1 to archive' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you want to archive this Feedback?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to archive' }));
    await waitFor(() => expect(subjects()).toEqual(['Subject a2']));
    expect(calls()).toContain('POST /api/feedbacks/a1/archive');
    expect(lastToast()).toMatchObject({
      text: 'This feedback was archived successfully!',
      tone: 'success',
    });
  });

  it('deletes after confirmation; Cancel deletes nothing', async () => {
    serveFeedback({ app: [feedback('a1')] });
    await showInbox(['ADMINISTRATOR']);
    await screen.findByRole('heading', { level: 2, name: 'Subject a1' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Subject a1' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this Feedback?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Subject a1' }));
    dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete this Feedback?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(subjects()).toEqual([]));
    expect(calls()).toContain('DELETE /api/feedbacks/a1');
    expect(lastToast()).toMatchObject({ text: 'This feedback was deleted successfully!' });
    expect(
      screen.getByText(
        'You don’t have any new feedback. Please check Archive tab for past feedback.',
      ),
    ).toBeTruthy();
  });

  it('keeps the item and shows an error toast when the server refuses', async () => {
    serveFeedback({ app: [feedback('a1')] });
    await showInbox(['ADMINISTRATOR']);
    await screen.findByRole('heading', { level: 2, name: 'Subject a1' });
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 500, message: 'Something went wrong' }, { status: 500 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Subject a1' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        text: 'The feedback could not be deleted. Please try again.',
        tone: 'error',
      }),
    );
    expect(subjects()).toEqual(['Subject a1']);
  });
});
