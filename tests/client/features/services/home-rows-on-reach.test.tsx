import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '@client/features/services/components/home-screen';
import { FIRST_ROWS, STEP_ROWS } from '@client/features/services/hooks/use-home-list';
import { useSyncStatus } from '@client/sync/status';
import { renderUi } from '../../components/service/render-ui';
import { service } from '../../sync/fakes';
import { fillMirror, resetMirrorAndHome } from './mirror';

// Home draws its first rows, then the page's next ones as the list's end comes within reach
// (use-home-list.ts, load-more.tsx). jsdom has no IntersectionObserver: this one is moved by hand.
const observers: FakeObserver[] = [];
class FakeObserver {
  observed = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The list's end enters the observer's reach. */
  reach() {
    this.callback(
      [{ isIntersecting: true }] as unknown as IntersectionObserverEntry[],
      this as never,
    );
  }
}

/** The list's end comes within reach of the one observer watching it now. */
const reachEnd = async () => {
  const watching = () => observers.filter((o) => o.observed);
  await waitFor(() => expect(watching()).toHaveLength(1));
  watching()[0]!.reach();
};

const rows = () => document.querySelectorAll('ul.service-list > li.service-card');
const results = () => document.querySelector('.home__results')!;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  useSyncStatus.setState({ lastSyncAt: 1, syncing: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSyncStatus.setState({ lastSyncAt: null });
  await resetMirrorAndHome();
});

async function homeOf(count: number) {
  await fillMirror(
    Array.from({ length: count }, (_, i) => service(`s${i}`, { name: `Kitchen ${i}` })),
  );
  await renderUi(<HomeScreen isAdmin={false} userId={null} />, { path: '/#FOOD' });
  await waitFor(() => expect(rows()).toHaveLength(FIRST_ROWS));
}

describe('home rows drawn as the list’s end nears', () => {
  it('draws the first rows only, and the next ones each time the end comes within reach', async () => {
    await homeOf(FIRST_ROWS + 2 * STEP_ROWS + 1);
    // Not busy while it waits for the person to scroll: nothing is under way.
    expect(results().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDefined();

    for (const expected of [FIRST_ROWS + STEP_ROWS, FIRST_ROWS + 2 * STEP_ROWS]) {
      await reachEnd();
      await waitFor(() => expect(rows()).toHaveLength(expected));
    }
    await reachEnd();
    await waitFor(() => expect(rows()).toHaveLength(FIRST_ROWS + 2 * STEP_ROWS + 1));
    // The whole list is drawn: the end no longer asks for more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });

  it('moves a keyboard user from "Show more" to the first row it brought', async () => {
    await homeOf(FIRST_ROWS + STEP_ROWS);
    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(rows()).toHaveLength(FIRST_ROWS + STEP_ROWS));
    const firstNew = rows()[FIRST_ROWS]!.querySelector('a[href]');
    await waitFor(() => expect(document.activeElement).toBe(firstNew));
  });

  it('leaves the focus where it is when scrolling brought the rows', async () => {
    await homeOf(FIRST_ROWS + STEP_ROWS);
    const search = screen.getByRole('button', { name: 'Open now' });
    search.focus();
    await reachEnd();
    await waitFor(() => expect(rows()).toHaveLength(FIRST_ROWS + STEP_ROWS));
    expect(document.activeElement).toBe(search);
  });
});
