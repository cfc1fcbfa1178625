import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import { firstChangeRevs } from '@server/db/queries/sync-changes';
import {
  claimSnapshotBuild,
  latestSnapshot,
  releaseSnapshotBuild,
  saveSnapshot,
  snapshotBody,
  type SnapshotMeta,
} from '@server/db/queries/sync-snapshots';
import { SYNC_SNAPSHOT_STALE_AFTER } from '@shared/sync/protocol';
import { buildSnapshot } from './build';

/** The one snapshot scope: the whole public mirror (a `near`/`radius` mirror syncs by deltas). */
export const SNAPSHOT_SCOPE = 'all';
/** Bodies kept in this process: the newest snapshot's, a few MiB at most (docs/architecture.md). */
const BODY_CACHE_MAX_BYTES = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/**
 * Keeps the first sync's snapshot (docs/sync.md, "Snapshot") for one server instance. Everything
 * that matters is in the database, so any instance answers the same: which snapshot is newest,
 * who builds the next one (a claim row, one builder across instances), and the bodies. A snapshot
 * is stale once more than SYNC_SNAPSHOT_STALE_AFTER changes came after it; a stale one is still
 * handed out (it plus the delta after it is the current mirror) while the next one is built.
 */
export class SnapshotKeeper {
  private building: Promise<SnapshotMeta | null> | null = null;
  private readonly bodies = new Map<string, { etag: string; body: Buffer }>();
  /** Builds this instance finished (the tests count them across instances). */
  builds = 0;

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * The snapshot to hand out now. With none stored yet, waits for this instance's build (the
   * first sync would cost as much anyway); null when another instance is building the first one.
   */
  async current(): Promise<SnapshotMeta | null> {
    const latest = await latestSnapshot(this.db, SNAPSHOT_SCOPE);
    if (!latest) return this.rebuild();
    if (await this.isStale(latest)) void this.rebuild();
    return latest;
  }

  /** Resolves once no build of this instance is running (tests, shutdown). */
  async settled(): Promise<void> {
    await this.building?.catch(() => undefined);
  }

  private async isStale(snapshot: SnapshotMeta): Promise<boolean> {
    const revs = await firstChangeRevs(this.db, snapshot.cursor, SYNC_SNAPSHOT_STALE_AFTER + 1);
    return revs.length > SYNC_SNAPSHOT_STALE_AFTER;
  }

  /** Builds a new snapshot unless one is being built here or elsewhere; null when not built. */
  rebuild(): Promise<SnapshotMeta | null> {
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<SnapshotMeta | null> {
    const claimed = await claimSnapshotBuild(this.db, SNAPSHOT_SCOPE);
    if (claimed === null) return null;
    try {
      // Another instance may have finished one between our look and our claim.
      const latest = await latestSnapshot(this.db, SNAPSHOT_SCOPE);
      if (latest && !(await this.isStale(latest))) return latest;
      const started = Date.now();
      const built = await buildSnapshot(this.db);
      await saveSnapshot(this.db, { scope: SNAPSHOT_SCOPE, ...built });
      this.builds += 1;
      this.log?.info(
        {
          cursor: built.cursor,
          records: built.records,
          rawBytes: built.rawBytes,
          brBytes: built.br.length,
          gzipBytes: built.gzip.length,
          ms: Date.now() - started,
        },
        'sync snapshot built',
      );
      return latestSnapshot(this.db, SNAPSHOT_SCOPE);
    } catch (error) {
      this.log?.error({ err: error }, 'sync snapshot build failed');
      return null;
    } finally {
      await releaseSnapshotBuild(this.db, SNAPSHOT_SCOPE, claimed);
    }
  }

  /**
   * A stored body, from this process's small cache when it is the newest one asked for: a CDN in
   * front asks once per URL; without one, devices do not each read it from the database.
   */
  async body(cursor: number, encoding: Encoding): Promise<{ etag: string; body: Buffer } | null> {
    const key = `${cursor}:${encoding}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const found = await snapshotBody(this.db, SNAPSHOT_SCOPE, cursor, encoding);
    if (!found) return null;
    for (const old of this.bodies.keys())
      if (!old.startsWith(`${cursor}:`)) this.bodies.delete(old);
    const held = [...this.bodies.values()].reduce((n, b) => n + b.body.length, 0);
    if (held + found.body.length <= BODY_CACHE_MAX_BYTES) this.bodies.set(key, found);
    return found;
  }
}
