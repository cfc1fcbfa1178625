import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { giveKudo } from '@client/sync/local-writes';
import { FOCUS_PULL_AFTER_MS, SyncEngine } from '@client/sync/engine';
import { useSyncStatus } from '@client/sync/status';
import { httpTransport, type ChangesAnswer } from '@client/sync/transport';
import { BACKOFF_BASE_MS } from '@shared/sync/outbox';
import { freshDb, page, ScriptedTransport } from './fakes';

let db: RefugioDb;
let engine: SyncEngine | undefined;
afterEach(async () => {
  engine?.stop();
  engine = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db?.delete();
});

const guest = () => ({ userId: null, token: null });
// No gazetteer slice in these tests: its fetch answers nothing to store.
const noPlaces = () =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ near: null, places: [] }), { status: 200 }),
  );

describe('the sync engine', () => {
  it('sends a write queued while a pull is running right after that run, without another trigger', async () => {
    db = freshDb();
    noPlaces();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transport = new ScriptedTransport();
    const changes = transport.changes.bind(transport);
    let pulling = false;
    // The first pull waits until the kudo has been queued.
    transport.changes = async (query, etag) => {
      if (!pulling) {
        pulling = true;
        await held;
      }
      return changes(query, etag);
    };
    engine = new SyncEngine(db, transport, { session: guest });
    const first = engine.kick({ pull: true });
    await vi.waitFor(() => expect(pulling).toBe(true));
    await giveKudo(db, 's1');
    void engine.kick({ pull: false });
    release();
    await first;
    await vi.waitFor(() => expect(transport.sendCalls).toHaveLength(1));
    expect(transport.sendCalls[0]!.request.path).toContain('s1');
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('tries a failed pull again by itself, with backoff, until it succeeds', async () => {
    db = freshDb();
    noPlaces();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answers: (ChangesAnswer | 'network')[] = [
      'network',
      { status: 503, message: 'Service Unavailable' },
      { status: 200, page: page({ cursor: '7' }), etag: null },
    ];
    const transport = new ScriptedTransport(answers);
    engine = new SyncEngine(db, transport, { session: guest });
    await engine.kick({ pull: true });
    expect(transport.changeCalls).toHaveLength(1);
    expect(await db.meta.get('cursor')).toBeUndefined();

    // The first retry waits at most 2 s, the second at most 4 s (full jitter).
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    await vi.waitFor(() => expect(transport.changeCalls).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2 * BACKOFF_BASE_MS);
    await vi.waitFor(() => expect(transport.changeCalls).toHaveLength(3));
    await vi.waitFor(async () => expect((await db.meta.get('cursor'))?.value).toBe('7'));

    // Once it succeeded, nothing more is scheduled.
    await vi.advanceTimersByTimeAsync(60 * BACKOFF_BASE_MS);
    expect(transport.changeCalls).toHaveLength(3);
  });
});

describe("the sync engine's triggers", () => {
  it('pulls on start, when the network returns, and on focus once the last pull is 5 minutes old', async () => {
    db = freshDb();
    noPlaces();
    let now = 1_000_000;
    const transport = new ScriptedTransport();
    engine = new SyncEngine(db, transport, { session: guest, now: () => now });
    engine.start();
    await vi.waitFor(() => expect(transport.changeCalls).toHaveLength(1));
    await vi.waitFor(() => expect(useSyncStatus.getState().syncing).toBe(false));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(transport.changeCalls).toHaveLength(2));
    await vi.waitFor(() => expect(useSyncStatus.getState().syncing).toBe(false));

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    now += FOCUS_PULL_AFTER_MS - 1_000;
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.changeCalls).toHaveLength(2);
    now += 2_000;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(transport.changeCalls).toHaveLength(3));
  });
});

describe('the HTTP transport', () => {
  it('takes a page of changes cut off on the way for a lost answer, not an empty page', async () => {
    const cutOff = async () =>
      new Response('{"cursor":"9","more":false,"upserts":{"servi', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const transport = httpTransport('/api', cutOff);
    await expect(transport.changes('since=0', null)).rejects.toMatchObject({
      name: 'NetworkError',
    });
  });
});
