import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/**
 * The change cursor of delta sync. Each writing transaction takes the next value with
 * `UPDATE sync_counter SET value = value + 1 RETURNING value`; the row lock is held until commit,
 * so cursor order is commit order even with several server instances on one PostgreSQL.
 */
export const syncCounter = pgTable('sync_counter', {
  id: integer().primaryKey(),
  value: bigint({ mode: 'number' }).notNull(),
});

/** Deleted, unapproved or hidden rows the offline mirror must drop. */
export const tombstones = pgTable(
  'tombstones',
  {
    entity: text().notNull(),
    entityId: uuid().notNull(),
    rev: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] }), index().on(t.rev)],
);

/** Stored results of outbox replays: the same key answers the same result (docs/sync.md). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);

/** Small key/value facts about this database (e.g. when the demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first sync's snapshot (docs/sync.md, "Snapshot"): every public record with a rev up to
 * `cursor`, as one SyncPage of JSON, compressed once when built (brotli and gzip). Served at an
 * immutable URL naming the cursor; a client then asks the deltas after it. A few per scope are
 * kept, so a URL handed out a moment ago still answers while a newer one is built.
 */
export const syncSnapshots = pgTable(
  'sync_snapshots',
  {
    scope: text().notNull(),
    cursor: bigint({ mode: 'number' }).notNull(),
    etag: text().notNull(),
    records: integer().notNull(),
    rawBytes: integer().notNull(),
    br: bytea().notNull(),
    gzip: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.cursor] })],
);

/**
 * Who is building a scope's snapshot: one row per scope while a build runs, claimed by an insert
 * that does nothing on conflict, so at most one instance builds at a time. A claim older than
 * SNAPSHOT_CLAIM_MS (its process died) is taken over.
 */
export const syncSnapshotBuilds = pgTable('sync_snapshot_builds', {
  scope: text().primaryKey(),
  claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
