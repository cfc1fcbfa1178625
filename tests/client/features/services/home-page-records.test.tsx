import { fireEvent, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { localDb } from '@client/db/database';
import { liveMirror } from '@client/db/watch-mirror';
import type * as CatalogModule from '@client/db/catalog';
import type * as LiveMirrorModule from '@client/db/live-mirror';
import { giveKudo } from '@client/sync/local-writes';
import { flushOutbox } from '@client/sync/outbox';
import { renderApp } from '../../render-app';
import { ScriptedTransport, service } from '../../sync/fakes';
import { homeRouteForReturningVisitor } from './home-route-setup';
import { fillMirror } from './mirror';

// What a keystroke in home's search costs in the mirror (docs/sync.md "Reading fast"): the whole
// records read (through catalog.ts's loadServices, the one read of records home makes) and the
// live queries started (live-mirror.ts's watchLive), counted; and that the rows on screen still
// follow the mirror's writes, from the sync or from this device.
const counts = vi.hoisted(() => ({ recordsRead: [] as string[], subscriptions: 0 }));

vi.mock('@client/db/catalog', async (original) => {
  const real = await original<typeof CatalogModule>();
  return {
    ...real,
    loadServices: (...args: Parameters<typeof real.loadServices>) => {
      counts.recordsRead.push(...args[1]);
      return real.loadServices(...args);
    },
  };
});
vi.mock('@client/db/live-mirror', async (original) => {
  const real = await original<typeof LiveMirrorModule>();
  return {
    ...real,
    watchLive: (...args: Parameters<typeof real.watchLive>) => {
      counts.subscriptions++;
      return real.watchLive(...args);
    },
  };
});

homeRouteForReturningVisitor();

const rowNames = () =>
  Array.from(document.querySelectorAll('ul.service-list > li.service-card h2 a')).map(
    (a) => a.textContent,
  );

// Newest first without a location: 'a' is the newest.
const shelter = (id: string, name: string, minutesAgo: number, rev = 1) =>
  service(id, {
    name,
    type: ['SHELTER'],
    serviceSummary: 'Emergency Shelter',
    createdAt: new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000).toISOString(),
    rev,
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, rev)).toISOString(),
  });

const FOUR = [
  shelter('a', 'Harbor House', 1),
  shelter('b', 'Hope Center', 2),
  shelter('c', 'Harbor Light', 3),
  shelter('d', 'Family Haven', 4),
];

/** Home with the four shelters, searching for `search` once every row was read. */
async function searching(search: string) {
  await fillMirror(FOUR);
  await renderApp('/#SHELTER');
  await waitFor(() =>
    expect(rowNames()).toEqual(['Harbor House', 'Hope Center', 'Harbor Light', 'Family Haven']),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Search services' }));
  const input = screen.getByRole('searchbox', { name: 'Search services' });
  fireEvent.change(input, { target: { value: search } });
  return input;
}

/** Lets the reads and renders a change started finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Resolves once no write to the mirror has been announced for `quietMs` (at most 5 s): Dexie tells
 * of the mirror's filling through events that a loaded machine may deliver after the screen is
 * drawn, and each would rightly make the rows be read again.
 */
function mirrorQuiet(quietMs = 200): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const giveUp = setTimeout(done, 5000);
    const listener = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    Dexie.on('storagemutated', listener);
    function done() {
      clearTimeout(timer);
      clearTimeout(giveUp);
      Dexie.on.storagemutated.unsubscribe(listener);
      resolve();
    }
  });
}

describe('home search and the records of its rows', () => {
  it('neither reads the records again nor starts a live query for a keystroke', async () => {
    const input = await searching('h');
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    // The screen's live queries have started (Dexie loads after the first content), and the
    // filling of the mirror has been told to them.
    await liveMirror();
    await mirrorQuiet();
    await settle();

    counts.recordsRead = [];
    counts.subscriptions = 0;
    fireEvent.change(input, { target: { value: 'ha' } });
    await waitFor(() =>
      expect(rowNames()).toEqual(['Harbor House', 'Harbor Light', 'Family Haven']),
    );
    fireEvent.change(input, { target: { value: 'harbor' } });
    await waitFor(() => expect(rowNames()).toEqual(['Harbor House', 'Harbor Light']));
    fireEvent.change(input, { target: { value: 'h' } });
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    await settle();

    expect(counts.recordsRead).toEqual([]);
    expect(counts.subscriptions).toBe(0);
  });

  it('shows what a sync stored while the person was typing: a changed row and a deleted one', async () => {
    const input = await searching('ha');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Harbor House', 'Harbor Light', 'Family Haven']),
    );
    await settle();

    // A delta: 'c' renamed (still matching), 'a' deleted.
    await fillMirror([shelter('c', 'Harbor Light Annex', 3, 2)], localDb(), ['a']);
    await waitFor(() => expect(rowNames()).toEqual(['Harbor Light Annex', 'Family Haven']));

    // The next keystroke shows the stored record too, not the one read before the delta.
    fireEvent.change(input, { target: { value: 'har' } });
    await waitFor(() => expect(rowNames()).toEqual(['Harbor Light Annex']));
  });

  it('shows the count of a kudo the server confirmed on a row in the results', async () => {
    await searching('harbor');
    await waitFor(() => expect(rowNames()).toEqual(['Harbor House', 'Harbor Light']));
    const kudos = () => screen.getByRole('button', { name: /^Give kudos to Harbor House: / });

    expect(await giveKudo(localDb(), 'a')).toBe(true);
    await waitFor(() =>
      expect(kudos().getAttribute('aria-label')).toBe('Give kudos to Harbor House: 1'),
    );
    // The server counted it with 7 others: the record's likes change, not its rev.
    const transport = new ScriptedTransport([], [{ status: 200, body: { likes: 8 } }]);
    await flushOutbox(localDb(), transport, { session: () => ({ userId: null, token: null }) });
    await waitFor(() =>
      expect(kudos().getAttribute('aria-label')).toBe('Give kudos to Harbor House: 8'),
    );
  });
});
