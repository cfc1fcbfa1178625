import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../test-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrisisLinesScreen } from '@client/features/crisis-lines/components/crisis-lines-screen';
import type { CrisisLineAdminAccess } from '@client/features/crisis-lines/components/crisis-line-item';
import { localDb } from '@client/db/database';
import { activateLocale, i18n } from '@client/lib/i18n';
import { useToastStore } from '@client/lib/toast-store';
import type { CrisisLineRecord } from '@shared/sync/protocol';

function line(id: string, name: string): CrisisLineRecord {
  return {
    id,
    name,
    description: 'Someone to talk to',
    descriptionEs: null,
    area: 'USA',
    time: '24/7',
    hoursEs: null,
    phone: '988',
    text: null,
    chatWebLink: null,
    website: null,
    ranking: 1,
    location: { type: 'Point', coordinates: [0, 0] },
    rev: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const ADMIN: CrisisLineAdminAccess = {
  token: 'admin-token',
  editPathOf: (id) => `/crisis_lines/${id}/edit`,
};

async function showDirectory(admin: CrisisLineAdminAccess | null) {
  await localDb().crisisLines.bulkPut([line('a', 'Alpha Line'), line('b', 'Beta Line')]);
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <CrisisLinesScreen admin={admin} />
      </MemoryRouter>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Alpha Line' });
}

const fetchMock = vi.fn<typeof fetch>();
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const lastToast = () => useToastStore.getState().toasts.at(-1);

function askToDelete(name: string): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  return screen.getByRole('alertdialog', { name: 'Do you want to delete this Crisisline?' });
}

describe('/crisis_lines administrator actions', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
    await localDb().crisisLines.clear();
  });

  it('shows guests and other users no Edit or Delete', async () => {
    await showDirectory(null);
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call Alpha Line' })).toBeTruthy();
  });

  it('links Edit to the line’s edit page', async () => {
    await showDirectory(ADMIN);
    expect(screen.getByRole('link', { name: 'Edit Beta Line' }).getAttribute('href')).toBe(
      '/crisis_lines/b/edit',
    );
  });

  it('asks first, and Cancel deletes nothing', async () => {
    await showDirectory(ADMIN);
    const dialog = askToDelete('Alpha Line');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(names()).toEqual(['Alpha Line', 'Beta Line']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Alpha Line' }));
  });

  it('deletes on the server with the token, then from the mirror, with the toast', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'a', name: 'Alpha Line' }));
    await showDirectory(ADMIN);
    const dialog = askToDelete('Alpha Line');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Beta Line']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/crisis-lines/a');
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(await localDb().crisisLines.get('a')).toBeUndefined();
    expect(lastToast()).toMatchObject({
      text: 'This crisis line was removed successfully!',
      tone: 'success',
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('keeps the line and says so when the server refuses', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 403, message: 'Forbidden' }, { status: 403 }),
    );
    await showDirectory(ADMIN);
    fireEvent.click(within(askToDelete('Alpha Line')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.tone).toBe('error'));
    expect(lastToast()?.text).toBe('The crisis line could not be deleted. Please try again.');
    expect(await localDb().crisisLines.get('a')).toBeDefined();
    expect(names()).toEqual(['Alpha Line', 'Beta Line']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the network message when the request never gets an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await showDirectory(ADMIN);
    fireEvent.click(within(askToDelete('Alpha Line')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        text: 'Can not connect to server. Please check your network.',
        tone: 'error',
      }),
    );
    expect(await localDb().crisisLines.get('a')).toBeDefined();
  });

  it('does not even try while offline, and keeps the line', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showDirectory(ADMIN);
    fireEvent.click(within(askToDelete('Beta Line')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()?.text).toBe('Can not connect to server. Please check your network.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await localDb().crisisLines.count()).toBe(2);
  });
});
