import { cursorRev } from '@shared/sync/cursor';
import { SYNC_CLIENT_PAGE_SIZE, SYNC_ENTITIES, type SyncPage } from '@shared/sync/protocol';
import { criticalHeadOf, readCriticalHeads, type CriticalHead } from '@client/db/critical-headers';
import type { RefugioDb } from '@client/db/database';
import { storeServices } from '@client/db/service-lists';
import { timed } from './phases';
import type { SyncTransport } from './transport';

export interface PullProgress {
  /** Changes stored so far in this pull. */
  done: number;
  /** Changes the server still has after the last page. */
  remaining: number;
}

export interface PullResult {
  pages: number;
  changes: number;
  /** True when the server said nothing changed (304) on the first request. */
  unchanged: boolean;
}

export class SyncError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

async function readMeta(db: RefugioDb) {
  const rows = await db.meta.bulkGet(['cursor', 'etag', 'scope']);
  return {
    cursor: String(rows[0]?.value ?? '0'),
    etag: rows[1] ? String(rows[1].value) : null,
    scope: rows[2] ? String(rows[2].value) : '',
  };
}

/**
 * The critical-header heads once `page` is stored: call inside the page's transaction, before its
 * writes, so the list always matches the mirror. `reset`: the page starts a new scope (no services
 * before it).
 */
async function nextCriticalHeads(
  db: RefugioDb,
  page: SyncPage,
  reset: boolean,
): Promise<CriticalHead[]> {
  const kept = reset ? [] : await readCriticalHeads(db);
  const upserts = page.upserts.services ?? [];
  const changed = new Set([...(page.deletes.services ?? []), ...upserts.map((s) => s.id)]);
  return [
    ...kept.filter((head) => !changed.has(head.id)),
    ...upserts.map(criticalHeadOf).filter((head): head is CriticalHead => head !== null),
  ];
}

/**
 * Stores one page and its cursor in one transaction: a page is all in, or not at all. Records are
 * put in slices so that a big page never blocks the page's main thread in one long task.
 */
async function applyPage(
  db: RefugioDb,
  page: SyncPage,
  since: string,
  etag: string | null,
  resetScope: string | null,
  keepAbove?: number,
) {
  const tables = [
    ...[db.serviceParts, db.serviceTextParts, db.crisisLines, db.staticPages, db.chatbotFaqs],
    db.meta,
  ];
  await timed('transaction', () =>
    db.transaction('rw', tables, async () => {
      const reset = resetScope !== null;
      const criticalHeads = await nextCriticalHeads(db, page, reset);
      if (reset) await db.meta.put({ name: 'scope', value: resetScope });
      for (const entity of SYNC_ENTITIES) {
        const deletes = page.deletes[entity] ?? [];
        if (entity !== 'services' && deletes.length) await db[entity].bulkDelete(deletes);
      }
      const upserts = page.upserts.services ?? [];
      const deletes = page.deletes.services ?? [];
      if (reset || upserts.length || deletes.length)
        await timed('services', () =>
          storeServices(db, { cursor: page.cursor, upserts, deletes, reset, keepAbove }),
        );
      if (page.upserts.crisisLines?.length) await db.crisisLines.bulkPut(page.upserts.crisisLines);
      if (page.upserts.staticPages?.length) await db.staticPages.bulkPut(page.upserts.staticPages);
      if (page.upserts.chatbotFaqs?.length) await db.chatbotFaqs.bulkPut(page.upserts.chatbotFaqs);
      await db.meta.bulkPut([
        { name: 'cursor', value: page.cursor },
        { name: 'criticalHeads', value: criticalHeads },
      ]);
      // The list of ids that came before the heads (read only when there are no heads).
      await db.meta.delete('criticalIds');
      // The ETag belongs to the URL with this `since`: kept only for an empty, final page, which
      // is the one the next pull asks again.
      if (!page.more && page.cursor === since && etag)
        await db.meta.put({ name: 'etag', value: `${since}|${etag}` });
      else await db.meta.delete('etag');
      if (!page.more) await db.meta.put({ name: 'lastSyncAt', value: Date.now() });
    }),
  );
}

const count = (page: SyncPage) =>
  SYNC_ENTITIES.reduce(
    (n, e) => n + (page.upserts[e]?.length ?? 0) + (page.deletes[e]?.length ?? 0),
    0,
  );

/**
 * Pulls every change since the stored cursor, page by page, until the server has no more.
 * `scope` is '' (everything) or `near=<lng|lat>&radius=<miles>`; a new scope starts over.
 */
export async function pullChanges(
  db: RefugioDb,
  transport: SyncTransport,
  options: { scope?: string; pageSize?: number; onProgress?: (p: PullProgress) => void } = {},
): Promise<PullResult> {
  const scope = options.scope ?? '';
  const result: PullResult = { pages: 0, changes: 0, unchanged: false };
  let meta = await readMeta(db);
  let resetScope: string | null = null;
  if (meta.scope !== scope) {
    resetScope = scope;
    meta = { cursor: '0', etag: null, scope };
  }
  if (meta.cursor === '0' && scope === '') {
    // A whole mirror from nothing: one precomputed snapshot, then the deltas after its cursor
    // (docs/sync.md, "Snapshot"). It replaces whatever the mirror held, as the pages from 0 would
    // have, but for records newer than its cursor (a service a shared link stored ahead of the
    // pull): the deltas after it store each of those again or delete it.
    const snapshot = await timed('snapshot', () => transport.snapshot());
    if (snapshot) {
      const keepAbove = cursorRev(snapshot.cursor);
      await applyPage(db, { ...snapshot, more: true }, '0', null, scope, keepAbove);
      resetScope = null;
      result.pages += 1;
      result.changes += count(snapshot);
      options.onProgress?.({ done: result.changes, remaining: 0 });
      meta = { ...meta, cursor: snapshot.cursor, etag: null };
    }
  }
  for (;;) {
    const since = meta.cursor;
    const query = [`since=${since}`, `limit=${options.pageSize ?? SYNC_CLIENT_PAGE_SIZE}`, scope]
      .filter(Boolean)
      .join('&');
    const etag = meta.etag?.startsWith(`${since}|`) ? meta.etag.slice(since.length + 1) : null;
    const answer = await timed('changes', () => transport.changes(query, etag));
    if (answer.status === 304) {
      await db.meta.put({ name: 'lastSyncAt', value: Date.now() });
      result.unchanged = result.pages === 0;
      return result;
    }
    if (!('page' in answer))
      throw new SyncError(answer.status, 'message' in answer ? answer.message : '');
    const page = answer.page;
    await applyPage(db, page, since, answer.etag, resetScope);
    resetScope = null;
    result.pages += 1;
    result.changes += count(page);
    options.onProgress?.({ done: result.changes, remaining: page.remaining });
    if (!page.more) return result;
    meta = { ...meta, cursor: page.cursor, etag: null };
  }
}
