import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import { loadServiceIndex, loadServiceText } from '@client/db/catalog';
import { pullChanges } from '@client/sync/pull';
import { freshDb, page, ScriptedTransport, service } from './fakes';
import { allServices, countServices } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const snapshot = (cursor: string, ids: string[]) =>
  page({
    cursor,
    upserts: { services: ids.map((id) => service(id)), crisisLines: [{ id: 'c1' }] } as never,
  });

describe('pullChanges from a snapshot', () => {
  it('fills an empty mirror from the snapshot, then asks the deltas after its cursor', async () => {
    db = freshDb();
    const transport = new ScriptedTransport([
      {
        status: 200,
        etag: 'W/"42"',
        page: page({ cursor: '42', upserts: { services: [service('c')] } as never }),
      },
    ]);
    transport.snapshotAnswers.push(snapshot('40', ['a', 'b']));
    const progress: { done: number; remaining: number }[] = [];
    const result = await pullChanges(db, transport, { onProgress: (p) => progress.push(p) });
    expect(transport.snapshotCalls).toBe(1);
    expect(transport.changeCalls.map((c) => c.query)).toEqual(['since=40&limit=2000']);
    expect(result).toEqual({ pages: 2, changes: 4, unchanged: false });
    expect((await allServices(db)).map((s) => s.id).sort()).toEqual(['a', 'b', 'c']);
    expect((await loadServiceIndex(db)).rows).toHaveLength(3);
    expect(await loadServiceText(db)).toHaveLength(3);
    expect(await db.crisisLines.count()).toBe(1);
    expect((await db.meta.get('cursor'))?.value).toBe('42');
    expect(await db.meta.get('lastSyncAt')).toBeDefined();
    expect(progress[0]).toEqual({ done: 3, remaining: 0 });
  });

  it('keeps the snapshot and its cursor when the delta after it fails', async () => {
    db = freshDb();
    const transport = new ScriptedTransport(['network']);
    transport.snapshotAnswers.push(snapshot('40', ['a']));
    await expect(pullChanges(db, transport)).rejects.toThrow();
    expect((await db.meta.get('cursor'))?.value).toBe('40');
    expect(await countServices(db)).toBe(1);
    // Not a finished sync yet; the next pull goes on from the snapshot's cursor.
    expect(await db.meta.get('lastSyncAt')).toBeUndefined();
    await pullChanges(db, transport);
    expect(transport.snapshotCalls).toBe(1);
    expect(transport.changeCalls.map((c) => c.query)).toEqual([
      'since=40&limit=2000',
      'since=40&limit=2000',
    ]);
  });

  it('replaces a record stored ahead of the pull that the snapshot no longer holds', async () => {
    db = freshDb();
    await putServices(db, [service('hidden-since', { rev: 30 })]);
    const transport = new ScriptedTransport();
    transport.snapshotAnswers.push(snapshot('40', ['a']));
    await pullChanges(db, transport);
    expect((await allServices(db)).map((s) => s.id)).toEqual(['a']);
  });

  it('keeps records stored ahead of the pull that are newer than the snapshot', async () => {
    db = freshDb();
    await putServices(db, [
      service('ahead', { rev: 45, name: 'Opened from a link' }),
      service('a', { rev: 41, name: 'Newer than the snapshot' }),
      service('old', { rev: 40 }),
    ]);
    const transport = new ScriptedTransport();
    transport.snapshotAnswers.push(snapshot('40', ['a', 'b']));
    await pullChanges(db, transport);
    const names = (await allServices(db)).map((s) => [s.id, s.name]).sort();
    expect(names).toEqual([
      ['a', 'Newer than the snapshot'],
      ['ahead', 'Opened from a link'],
      ['b', 'Kitchen b'],
    ]);
    // The lists stay the pull's: the record fetched ahead is listed once the delta brings it.
    expect((await loadServiceIndex(db)).rows.map((row) => row.id).sort()).toEqual(['a', 'b']);
  });

  it('stores nothing when the snapshot cannot be fetched, and asks it again next time', async () => {
    db = freshDb();
    const transport = new ScriptedTransport();
    transport.snapshotAnswers.push('network');
    await expect(pullChanges(db, transport)).rejects.toThrow();
    expect(await countServices(db)).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
    transport.snapshotAnswers.push(snapshot('40', ['a']));
    await pullChanges(db, transport);
    expect(transport.snapshotCalls).toBe(2);
    expect((await db.meta.get('cursor'))?.value).toBe('40');
  });

  it('asks pages from 0 when the server has no snapshot', async () => {
    db = freshDb();
    const transport = new ScriptedTransport([
      {
        status: 200,
        etag: null,
        page: page({ cursor: '9', upserts: { services: [service('a')] } as never }),
      },
    ]);
    await pullChanges(db, transport);
    expect(transport.snapshotCalls).toBe(1);
    expect(transport.changeCalls.map((c) => c.query)).toEqual(['since=0&limit=2000']);
    expect((await db.meta.get('cursor'))?.value).toBe('9');
  });

  it('never asks a snapshot for a mirror with a cursor, or for a scoped mirror', async () => {
    db = freshDb();
    const transport = new ScriptedTransport();
    transport.snapshotAnswers.push(snapshot('40', ['a']), snapshot('41', ['b']));
    await pullChanges(db, transport);
    await pullChanges(db, transport);
    expect(transport.snapshotCalls).toBe(1);
    await pullChanges(db, transport, { scope: 'near=-104.9|39.7&radius=25' });
    expect(transport.snapshotCalls).toBe(1);
    expect(transport.changeCalls.at(-1)?.query).toBe(
      'since=0&limit=2000&near=-104.9|39.7&radius=25',
    );
  });
});
