import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { NetworkError } from '@client/lib/api-errors';
import { withSnapshotAhead } from '@client/sync/snapshot-ahead';
import type { SyncTransport } from '@client/sync/transport';
import type { SyncPage } from '@shared/sync/protocol';
import { freshDb } from './fakes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const page = (cursor: string): SyncPage =>
  ({ cursor, upserts: {}, deletes: {}, more: false, remaining: 0 }) as SyncPage;

/** A transport whose snapshot answers are given in turn, counting the asks. */
function answering(...answers: (SyncPage | null | Error)[]) {
  const snapshot = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const transport = {
    snapshot,
    changes: vi.fn(),
    send: vi.fn(),
  } as unknown as SyncTransport;
  return { transport, snapshot };
}

describe('withSnapshotAhead (the sync worker started on an empty mirror)', () => {
  it('asks for the snapshot at once, and the first pull takes that answer', async () => {
    db = freshDb();
    const { transport, snapshot } = answering(page('5'), page('9'));
    const ahead = withSnapshotAhead(db, transport);
    await vi.waitFor(() => expect(snapshot).toHaveBeenCalledTimes(1));
    expect(await ahead.snapshot()).toEqual(page('5'));
    expect(snapshot).toHaveBeenCalledTimes(1);
    // A later pull (a mirror emptied again) asks the server anew.
    expect(await ahead.snapshot()).toEqual(page('9'));
    expect(snapshot).toHaveBeenCalledTimes(2);
  });

  it('hands on "no snapshot" and a failure once, without asking twice', async () => {
    db = freshDb();
    const none = answering(null);
    expect(await withSnapshotAhead(db, none.transport).snapshot()).toBeNull();
    expect(none.snapshot).toHaveBeenCalledTimes(1);

    const lost = answering(new NetworkError(new TypeError('Failed to fetch')), page('5'));
    const ahead = withSnapshotAhead(db, lost.transport);
    await expect(ahead.snapshot()).rejects.toBeInstanceOf(NetworkError);
    // The pull's retry asks again.
    expect(await ahead.snapshot()).toEqual(page('5'));
  });

  it('asks nothing ahead for a mirror that has a cursor', async () => {
    db = freshDb();
    await db.meta.put({ name: 'cursor', value: '7' });
    const { transport, snapshot } = answering(page('8'));
    const ahead = withSnapshotAhead(db, transport);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(snapshot).not.toHaveBeenCalled();
    expect(await ahead.snapshot()).toEqual(page('8'));
  });
});
