import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushFromWorker } from '@sw/outbox-sync';
import type { RefugioDb } from '@client/db/database';
import { giveKudo, toggleFavorite } from '@client/sync/local-writes';
import { copySessionForWorker } from '@client/sync/session-copy';
import { IDEMPOTENCY_HEADER } from '@shared/sync/protocol';
import { freshDb } from './fakes';

let db: RefugioDb;
afterEach(async () => {
  vi.unstubAllGlobals();
  await db?.delete();
});

/** fetch as the worker sees it: records each request and answers with the given statuses. */
function stubFetch(statuses: number[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify({ likes: 1 }), { status: statuses.shift() ?? 200 });
  });
  return calls;
}

describe("the service worker's Background Sync flush", () => {
  it('sends queued writes with their keys, and the account ones with the copied session', async () => {
    db = freshDb();
    await giveKudo(db, 's1');
    await toggleFavorite(db, 's2', 'u1');
    await copySessionForWorker(db, { userId: 'u1', token: 'tok' });
    const calls = stubFetch([200, 200]);
    await flushFromWorker(db);
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringContaining('/services/s1/likes'),
      expect.stringContaining('/auth/add-favorite-service'),
    ]);
    expect(calls.every((c) => c.headers[IDEMPOTENCY_HEADER])).toBe(true);
    expect(calls[1]!.headers.authorization).toBe('Bearer tok');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.kudos.get('s1'))?.state).toBe('sent');
  });

  it('leaves account writes queued after sign-out, and fails so the browser tries again', async () => {
    db = freshDb();
    await toggleFavorite(db, 's2', 'u1');
    await copySessionForWorker(db, { userId: 'u1', token: 'tok' });
    await copySessionForWorker(db, { userId: null, token: null });
    const calls = stubFetch([]);
    await flushFromWorker(db);
    expect(calls).toEqual([]);
    expect(await db.outbox.count()).toBe(1);

    await giveKudo(db, 's3');
    stubFetch([503]);
    await expect(flushFromWorker(db)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(2);
  });
});
