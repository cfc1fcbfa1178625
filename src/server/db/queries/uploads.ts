import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { fileChunks, files } from '../schema';
import type { Tx } from './service-writes';

/**
 * Attachments are written while they stream in, in chunks of at most UPLOAD_CHUNK_BYTES, each its
 * own short statement outside the feedback's transaction (docs/architecture.md, "Attachments"): no
 * statement carries a whole file, so the database is never held for long and the process never
 * holds a whole file in memory. A file stays staged (no feedback) until the feedback's transaction
 * links it. 128 KiB: PGlite runs one statement at a time, and a 256 KiB chunk held it 20–40 ms
 * on the reference machine; the bytes travel as base64 text both ways (`decode`/`encode` in SQL),
 * because PGlite's own bytea conversion of parameters and results is 4–13 times slower.
 */
export const UPLOAD_CHUNK_BYTES = 128 * 1024;
/** A staged file this old belongs to an upload whose process died: nothing will link it. */
export const ORPHAN_AFTER_MINUTES = 60;

export async function stageFile(
  db: Database,
  file: { filename: string; mimeType: string },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ ...file, feedbackId: null, size: 0 })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned no row');
  return row.id;
}

export async function writeChunk(
  db: Database,
  fileId: string,
  seq: number,
  data: Buffer,
): Promise<void> {
  if (data.length > UPLOAD_CHUNK_BYTES) throw new Error('chunk larger than UPLOAD_CHUNK_BYTES');
  await db
    .insert(fileChunks)
    .values({ fileId, seq, data: sql`decode(${data.toString('base64')}, 'base64')` });
}

export async function finishFile(db: Database, fileId: string, size: number): Promise<void> {
  await db.update(files).set({ size }).where(eq(files.id, fileId));
}

/** Deletes staged files (their chunks go with them); linked ones are never touched. */
export async function discardStaged(db: Database, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.delete(files).where(and(inArray(files.id, fileIds), isNull(files.feedbackId)));
}

/**
 * Links staged files to their feedback, in the feedback's transaction. Throws when one is gone
 * (taken for an orphan), so the transaction rolls back rather than store a feedback without it.
 */
export async function linkFiles(tx: Tx, feedbackId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const linked = await tx
    .update(files)
    .set({ feedbackId })
    .where(and(inArray(files.id, fileIds), isNull(files.feedbackId)))
    .returning({ id: files.id });
  if (linked.length !== fileIds.length) throw new Error('a staged attachment is missing');
}

/** Deletes staged files older than ORPHAN_AFTER_MINUTES (their upload's process died). */
export async function purgeOrphanUploads(db: Database): Promise<void> {
  await db
    .delete(files)
    .where(
      and(
        isNull(files.feedbackId),
        sql`${files.createdAt} < now() - ${ORPHAN_AFTER_MINUTES} * interval '1 minute'`,
      ),
    );
}

/**
 * The chunks of a file one at a time, in order: a served file is never whole in memory. `lane`
 * runs each read (the database handle's paced lane, in the route).
 */
export async function* readChunks(
  db: Database,
  fileId: string,
  lane: <T>(read: () => Promise<T>) => Promise<T> = (read) => read(),
): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const [row] = await lane(() =>
      db
        .select({ data: sql<string>`encode(${fileChunks.data}, 'base64')` })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)))
        .limit(1),
    );
    if (!row) return;
    // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
    yield Buffer.from(row.data, 'base64');
  }
}
