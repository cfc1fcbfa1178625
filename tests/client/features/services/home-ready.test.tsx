import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '@client/features/services/components/home-screen';
import { FIRST_DATA_WAIT_MS, useHomeReady } from '@client/features/services/hooks/use-home-ready';
import { useSyncStatus } from '@client/sync/status';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

// A first visit: nothing synced yet, online, no problem.
beforeEach(() =>
  useSyncStatus.setState({ lastSyncAt: null, syncing: true, online: true, problem: null }),
);
afterEach(async () => {
  vi.useRealTimers();
  useSyncStatus.setState({ lastSyncAt: null, syncing: false, online: true, problem: null });
  await resetMirrorAndHome();
});

const NOW = new Date('2026-07-01T16:00:00.000Z');
// The search button of home's bar: the first of the tools (docs/screens.md "The first screen of a phone").
const searchField = () => screen.queryByRole('button', { name: 'Search services' });
const banners = () => screen.queryByRole('region', { name: 'Important notices' });

describe('the home before its first listings', () => {
  it('holds the tools back on a first visit, then draws them with the banners in one go', async () => {
    await renderUi(<HomeScreen isAdmin={false} userId={null} now={NOW} />, { path: '/#SHELTER' });
    expect(await screen.findByText('Loading services for offline use…')).toBeDefined();
    expect(searchField()).toBeNull();

    // Whenever the search field is first in the page, the banner above it must already be there.
    let bannerWithField: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (bannerWithField === null && searchField()) bannerWithField = banners() !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await fillMirror([
      service('c', {
        name: 'Warming center',
        type: ['SHELTER'],
        isCriticalHeader: true,
        criticalDescription: 'Open all night',
        isCriticalNeverExpire: true,
      }),
      service('s', { name: 'Night shelter', type: ['SHELTER'] }),
    ]);
    await waitFor(() => expect(searchField()).not.toBeNull());
    observer.disconnect();
    expect(bannerWithField).toBe(true);
    expect(screen.getByText('Open all night')).toBeDefined();
    expect(screen.queryByText('Loading services for offline use…')).toBeNull();
  });

  it('does not wait offline: the tools show at once, with the empty mirror said', async () => {
    useSyncStatus.setState({ online: false, syncing: false });
    await renderUi(<HomeScreen isAdmin={false} userId={null} now={NOW} />, { path: '/#SHELTER' });
    await waitFor(() => expect(searchField()).not.toBeNull());
    expect(screen.getByText('Loading services for offline use…')).toBeDefined();
  });

  it('offers the feedback button under the drawn list only, not under the empty mirror it would be pushed from', async () => {
    const feedback = () => screen.queryByRole('button', { name: 'Give feedback' });
    useSyncStatus.setState({ online: false, syncing: false });
    await renderUi(<HomeScreen isAdmin={false} userId={null} now={NOW} />, { path: '/#SHELTER' });
    await waitFor(() => expect(searchField()).not.toBeNull());
    expect(screen.getByText('Loading services for offline use…')).toBeDefined();
    expect(feedback()).toBeNull();
    await fillMirror([service('s', { name: 'Night shelter', type: ['SHELTER'] })]);
    await waitFor(() => expect(feedback()).not.toBeNull());
    expect(screen.getByText('Night shelter')).toBeDefined();
  });

  it('waits at most FIRST_DATA_WAIT_MS, and once ready stays ready', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook((props) => useHomeReady(props), {
      initialProps: { loading: false, mirrorEmpty: true, synced: false },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(FIRST_DATA_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ loading: true, mirrorEmpty: true, synced: false });
    expect(result.current).toBe(true);
  });

  it('is ready as soon as the index is read when the mirror holds services', () => {
    const { result, rerender } = renderHook((props) => useHomeReady(props), {
      initialProps: { loading: true, mirrorEmpty: false, synced: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: false, mirrorEmpty: false, synced: false });
    expect(result.current).toBe(true);
  });

  it('is ready with an empty mirror once a whole sync stored nothing', () => {
    const { result, rerender } = renderHook((props) => useHomeReady(props), {
      initialProps: { loading: false, mirrorEmpty: true, synced: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: false, mirrorEmpty: true, synced: true });
    expect(result.current).toBe(true);
  });
});
