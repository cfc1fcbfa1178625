import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, syncSnapshotBuilds, syncSnapshots } from '@server/db/schema';
import { updateService } from '@server/db/queries/service-writes';
import { nextRev } from '@server/db/queries/sync';
import { claimSnapshotBuild, releaseSnapshotBuild } from '@server/db/queries/sync-snapshots';
import { SnapshotKeeper } from '@server/services/sync-snapshot/keeper';
import {
  SYNC_ENTITIES,
  SYNC_SNAPSHOT_STALE_AFTER,
  type SyncEntity,
  type SyncPage,
  type SyncSnapshotInfo,
} from '@shared/sync/protocol';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp } from '../content/content-helpers';

type Mirror = Record<SyncEntity, Map<string, unknown>>;

const emptyMirror = () =>
  Object.fromEntries(SYNC_ENTITIES.map((e) => [e, new Map<string, unknown>()])) as Mirror;

function apply(mirror: Mirror, page: SyncPage) {
  for (const e of SYNC_ENTITIES) {
    for (const record of page.upserts[e] as { id: string }[]) mirror[e].set(record.id, record);
    for (const id of page.deletes[e]) mirror[e].delete(id);
  }
}

const sorted = (mirror: Mirror) =>
  Object.fromEntries(
    SYNC_ENTITIES.map((e) => [e, [...mirror[e].entries()].sort(([a], [b]) => a.localeCompare(b))]),
  );

describe.each(databaseKinds)('GET /api/sync/snapshot on %s', (kind) => {
  let t: TestApp;
  let user: Record<string, string>;
  const secret = 'snapshot-owner-secret@x.test';
  let hiddenName = '';

  beforeAll(async () => {
    ({ t, user } = await buildContentApp(kind, 'snapshot'));
    const db = t.database.db;
    const rows = await db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(eq(services.isApproved, true))
      .orderBy(services.id)
      .limit(2);
    // A public service with an owner's email, and one hidden from the public.
    await db.update(services).set({ userEmail: secret }).where(eq(services.id, rows[0]!.id));
    await db.transaction((tx) => updateService(tx, rows[1]!.id, { isApproved: false }));
    hiddenName = rows[1]!.name;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function info(): Promise<SyncSnapshotInfo> {
    const res = await get('/api/sync/snapshot');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json<SyncSnapshotInfo>();
  }

  /** Every delta page from `since` applied to `mirror`, as the client does. */
  async function deltas(mirror: Mirror, since: string): Promise<string> {
    let at = since;
    for (let i = 0; i < 100; i += 1) {
      const res = await get(`/api/sync/changes?since=${at}&limit=2000`);
      const page = res.json<SyncPage>();
      apply(mirror, page);
      at = page.cursor;
      if (!page.more) return at;
    }
    throw new Error('too many pages');
  }

  async function snapshotMirror(url: string) {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    const text = brotliDecompressSync(res.rawPayload).toString();
    const mirror = emptyMirror();
    apply(mirror, JSON.parse(text) as SyncPage);
    return { text, mirror, res };
  }

  it('serves a snapshot equal to a full delta sync, public fields only', async () => {
    const { cursor, url, bytes, records } = await info();
    expect(url).toBe(`/api/sync/snapshot/${cursor}`);
    const snap = await snapshotMirror(url);
    expect(snap.res.rawPayload.length).toBe(bytes);
    const page = JSON.parse(snap.text) as SyncPage;
    expect(page.cursor).toBe(cursor);
    const full = emptyMirror();
    const end = await deltas(full, '0');
    expect(end).toBe(cursor);
    expect(sorted(snap.mirror)).toEqual(sorted(full));
    expect(records).toBe(SYNC_ENTITIES.reduce((n, e) => n + full[e].size, 0));
    expect(full.services.size).toBeGreaterThan(100);
    // Nothing after the snapshot's cursor: the delta from it is empty.
    const after = emptyMirror();
    await deltas(after, cursor);
    expect(SYNC_ENTITIES.every((e) => after[e].size === 0)).toBe(true);
    // Written in ASCII (the same records once parsed): the listings hold letters outside it.
    expect(JSON.stringify(sorted(full))).toMatch(/[\u0080-\uffff]/);
    expect(snap.text).not.toMatch(/[\u0080-\uffff]/);
    expect(snap.text).toContain('\\u00');
    // Never a private field, never a hidden service.
    expect(snap.text).not.toContain(secret);
    expect(snap.text).not.toContain('"userEmail"');
    expect(snap.text).not.toContain('"searchText"');
    expect(snap.text).not.toContain(hiddenName);
    // A signed-in caller is handed the very same URL (one public snapshot for everyone).
    const signedIn = await get('/api/sync/snapshot', user);
    expect(signedIn.json()).toEqual({ cursor, url, bytes, records });
  });

  it('answers immutable, cacheable bytes in br, gzip or plain, and 304 on its ETag', async () => {
    const { url } = await info();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"snapshot-\d+-[\w-]+"$/);
    const text = brotliDecompressSync(br.rawPayload).toString();

    const gz = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    expect(gz.headers.etag).toBe(etag);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);

    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const gone = await get('/api/sync/snapshot/1');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-cache');
    expect(gone.json()).toMatchObject({ code: 404, message: expect.any(String) });
    const bad = await get('/api/sync/snapshot/abc');
    expect(bad.statusCode).toBe(400);
  });

  /** More changes than a snapshot tolerates: tombstones of unknown crisis lines, one rev. */
  async function manyChanges() {
    await t.database.db.transaction(async (tx) => {
      const rev = await nextRev(tx);
      await tx.execute(sql`INSERT INTO tombstones (entity, entity_id, rev)
        SELECT 'crisis_lines', gen_random_uuid(), ${rev}
        FROM generate_series(1, ${SYNC_SNAPSHOT_STALE_AFTER + 1})`);
    });
  }

  it('keeps the URL for a few changes, and names a new cursor once many came after it', async () => {
    const before = await info();
    const db = t.database.db;
    const [one] = await db.select({ id: services.id }).from(services).limit(1);
    await db.transaction((tx) => updateService(tx, one!.id, { name: 'Renamed for snapshot' }));
    const small = await info();
    expect(small.url).toBe(before.url);
    // The snapshot plus the delta after it is the current mirror.
    const snap = await snapshotMirror(small.url);
    await deltas(snap.mirror, small.cursor);
    const full = emptyMirror();
    await deltas(full, '0');
    expect(sorted(snap.mirror)).toEqual(sorted(full));

    await manyChanges();
    // A stale snapshot is still handed out while the next one is built.
    expect((await info()).url).toBe(before.url);
    await t.app.syncSnapshots.settled();
    const after = await info();
    expect(Number(after.cursor)).toBeGreaterThan(Number(before.cursor));
    expect(after.url).not.toBe(before.url);
    const rebuilt = await snapshotMirror(after.url);
    expect(rebuilt.text).toContain('Renamed for snapshot');
    expect(sorted(rebuilt.mirror)).toEqual(sorted(full));
    // The one before is still served: a URL handed out a moment ago keeps working.
    expect((await get(before.url)).statusCode).toBe(200);
  });

  it('builds once across instances that ask at the same time, and takes over a dead claim', async () => {
    const db = t.database.db;
    await manyChanges();
    const instances = [new SnapshotKeeper(db), new SnapshotKeeper(db), new SnapshotKeeper(db)];
    const built = await Promise.all(instances.flatMap((k) => [k.rebuild(), k.rebuild()]));
    expect(instances.reduce((n, k) => n + k.builds, 0)).toBe(1);
    const cursors = new Set(built.filter((b) => b !== null).map((b) => b.cursor));
    expect(cursors.size).toBe(1);
    const rows = await db.select({ cursor: syncSnapshots.cursor }).from(syncSnapshots);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(await db.select().from(syncSnapshotBuilds)).toEqual([]);
    const { url } = await info();
    expect(url).toBe(`/api/sync/snapshot/${[...cursors][0]}`);
    const snap = await snapshotMirror(url);
    const full = emptyMirror();
    await deltas(full, '0');
    expect(sorted(snap.mirror)).toEqual(sorted(full));

    // A claim held by a live builder elsewhere: no second build here.
    await manyChanges();
    await db.insert(syncSnapshotBuilds).values({ scope: 'all' });
    const blocked = new SnapshotKeeper(db);
    expect(await blocked.rebuild()).toBeNull();
    expect(blocked.builds).toBe(0);
    // A claim whose process died long ago is taken over.
    await db
      .update(syncSnapshotBuilds)
      .set({ claimedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(syncSnapshotBuilds.scope, 'all'));
    expect(await blocked.rebuild()).not.toBeNull();
    expect(blocked.builds).toBe(1);
    expect(await db.select().from(syncSnapshotBuilds)).toEqual([]);

    // A builder whose claim was taken over does not end the new owner's claim.
    const mine = await claimSnapshotBuild(db, 'all');
    expect(mine).not.toBeNull();
    await db
      .update(syncSnapshotBuilds)
      .set({ claimedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(syncSnapshotBuilds.scope, 'all'));
    const theirs = await claimSnapshotBuild(db, 'all');
    expect(theirs).not.toBeNull();
    await releaseSnapshotBuild(db, 'all', mine!);
    expect(await db.select().from(syncSnapshotBuilds)).toHaveLength(1);
    await releaseSnapshotBuild(db, 'all', theirs!);
    expect(await db.select().from(syncSnapshotBuilds)).toEqual([]);
  });
});
