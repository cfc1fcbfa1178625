import { and, asc, desc, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { chatbotFaqs, crisisLines, services, staticPages, syncSnapshots } from '../schema';
import type { ServiceWireRow } from './services';

type Db = Pick<Database, 'select' | 'execute' | 'insert' | 'delete'>;

/** A claim without a finished build after this long is taken over (its process died). */
export const SNAPSHOT_CLAIM_MS = 5 * 60_000;
/** Snapshots kept per scope: the newest and the one before, whose URL may still be handed out. */
const KEPT_PER_SCOPE = 2;

export interface SnapshotMeta {
  scope: string;
  cursor: number;
  etag: string;
  records: number;
  rawBytes: number;
  brBytes: number;
  gzipBytes: number;
}

const metaColumns = {
  scope: syncSnapshots.scope,
  cursor: syncSnapshots.cursor,
  etag: syncSnapshots.etag,
  records: syncSnapshots.records,
  rawBytes: syncSnapshots.rawBytes,
  brBytes: sql<number>`octet_length(${syncSnapshots.br})`.mapWith(Number),
  gzipBytes: sql<number>`octet_length(${syncSnapshots.gzip})`.mapWith(Number),
};

/** The newest snapshot of `scope`, without its bodies. */
export async function latestSnapshot(db: Db, scope: string): Promise<SnapshotMeta | null> {
  const [row] = await db
    .select(metaColumns)
    .from(syncSnapshots)
    .where(eq(syncSnapshots.scope, scope))
    .orderBy(desc(syncSnapshots.cursor))
    .limit(1);
  return row ?? null;
}

/** One stored body of a snapshot, compressed as it was built. */
export async function snapshotBody(
  db: Db,
  scope: string,
  cursor: number,
  encoding: 'br' | 'gzip',
): Promise<{ etag: string; body: Buffer } | null> {
  const column = encoding === 'br' ? syncSnapshots.br : syncSnapshots.gzip;
  const [row] = await db
    .select({ etag: syncSnapshots.etag, body: column })
    .from(syncSnapshots)
    .where(and(eq(syncSnapshots.scope, scope), eq(syncSnapshots.cursor, cursor)));
  return row ?? null;
}

/** Stores a built snapshot (a second build of one cursor changes nothing) and drops old ones. */
export async function saveSnapshot(
  db: Db,
  snapshot: Omit<SnapshotMeta, 'brBytes' | 'gzipBytes'> & { br: Buffer; gzip: Buffer },
): Promise<void> {
  await db.insert(syncSnapshots).values(snapshot).onConflictDoNothing();
  await db.execute(sql`DELETE FROM sync_snapshots WHERE scope = ${snapshot.scope}
    AND cursor < (SELECT min(cursor) FROM (SELECT cursor FROM sync_snapshots
      WHERE scope = ${snapshot.scope} ORDER BY cursor DESC LIMIT ${KEPT_PER_SCOPE}) AS kept)`);
}

/**
 * Claims the build of `scope` across every instance on this database: the claim's time (as
 * PostgreSQL wrote it) when this caller may build, else null. An insert that does nothing on
 * conflict, or takes over a claim older than SNAPSHOT_CLAIM_MS; the returned row says which
 * happened in one statement.
 */
export async function claimSnapshotBuild(db: Db, scope: string): Promise<string | null> {
  const staleBefore = new Date(Date.now() - SNAPSHOT_CLAIM_MS);
  const rows = await queryRows<{ claimed: string }>(
    db,
    sql`INSERT INTO sync_snapshot_builds (scope, claimed_at) VALUES (${scope}, now())
        ON CONFLICT (scope) DO UPDATE SET claimed_at = now()
        WHERE sync_snapshot_builds.claimed_at < ${staleBefore.toISOString()}::timestamptz
        RETURNING claimed_at::text AS claimed`,
  );
  return rows[0]?.claimed ?? null;
}

/** Ends a claim, unless another instance took it over meanwhile (then it is theirs to end). */
export async function releaseSnapshotBuild(db: Db, scope: string, claimed: string): Promise<void> {
  await db.execute(sql`DELETE FROM sync_snapshot_builds
    WHERE scope = ${scope} AND claimed_at::text = ${claimed}`);
}

const { searchText: _searchText, ...serviceColumns } = getTableColumns(services);

/**
 * Services with `rev <= cursor` and an id after `afterId`, in id order, at most `n`: one batch of
 * the snapshot's keyset walk (primary-key index), so no query holds the whole table.
 */
export function serviceBatch(
  db: Db,
  cursor: number,
  afterId: string | null,
  n: number,
): Promise<ServiceWireRow[]> {
  const after = afterId === null ? undefined : gt(services.id, afterId);
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(lte(services.rev, cursor), after))
    .orderBy(asc(services.id))
    .limit(n) as Promise<ServiceWireRow[]>;
}

/** The small synced tables up to `cursor`, whole. */
export async function contentUpTo(db: Db, cursor: number) {
  const [lines, pages, faqs] = await Promise.all([
    db.select().from(crisisLines).where(lte(crisisLines.rev, cursor)).orderBy(asc(crisisLines.id)),
    db.select().from(staticPages).where(lte(staticPages.rev, cursor)).orderBy(asc(staticPages.id)),
    db.select().from(chatbotFaqs).where(lte(chatbotFaqs.rev, cursor)).orderBy(asc(chatbotFaqs.id)),
  ]);
  return { crisisLines: lines, staticPages: pages, chatbotFaqs: faqs };
}
