import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstContent } from '@client/lib/first-content';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

// The sync engine and the service worker wait for this signal (docs/sync.md, "Reading fast").
vi.mock('@client/lib/first-content', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  markFirstContent: vi.fn(),
}));

beforeEach(() => {
  returningVisitor();
  useSyncStatus.setState({ lastSyncAt: 1, syncing: false });
  vi.mocked(markFirstContent).mockClear();
});
afterEach(async () => {
  useSyncStatus.setState({ lastSyncAt: null, syncing: false });
  await resetMirrorAndHome();
});

describe('home says when its first content is on screen', () => {
  it('once its first rows are drawn', async () => {
    await fillMirror([service('a', { type: ['SHELTER'], name: 'Shelter a' })]);
    await renderApp('/');
    await screen.findByRole('link', { name: 'Shelter a' });
    await waitFor(() => expect(markFirstContent).toHaveBeenCalled());
  });

  it('at once with an empty mirror, so a first visit starts its first sync', async () => {
    await renderApp('/');
    await waitFor(() => expect(markFirstContent).toHaveBeenCalled());
  });

  it('not while the index is still being read', async () => {
    await fillMirror([service('a', { type: ['SHELTER'], name: 'Shelter a' })]);
    await renderApp('/');
    expect(markFirstContent).not.toHaveBeenCalled();
    await screen.findByRole('link', { name: 'Shelter a' });
  });
});
