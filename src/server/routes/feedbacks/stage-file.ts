import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_ATTACHMENT_BYTES } from '@shared/validation/feedback';
import type { DatabaseHandle } from '@server/db/client';
import { finishFile, stageFile, UPLOAD_CHUNK_BYTES, writeChunk } from '@server/db/queries/uploads';
import { HttpError } from '@server/plugins/error-handler';
import { sniffAttachment } from './sniff';

export const TYPE_MESSAGE = 'Attachments must be PNG, JPEG, WebP or GIF images or PDF documents.';
export const SIZE_MESSAGE = `Each attachment must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`;

/** An attachment streamed into staging: what the feedback links, and what identifies its bytes. */
export interface StagedFile {
  id: string;
  filename: string;
  size: number;
  /** SHA-256 of the bytes, hex: the request hash of Idempotency-Key uses it (docs/api/sync.md). */
  sha256: string;
}

/** A database failure while staging: a 500, never mistaken for a malformed form. */
export class StorageError extends Error {
  constructor(readonly original: unknown) {
    super('attachment storage failed');
  }
}

const stored = async <T>(write: Promise<T>): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    throw new StorageError(error);
  }
};

/**
 * Streams one file part into staged chunks of UPLOAD_CHUNK_BYTES: at most one chunk is in memory,
 * and the stream is not read while its chunk is written (backpressure). The type is sniffed from the
 * first chunk before anything is stored. `onStaged` hears the file's id as soon as it exists, so the
 * caller can delete it if anything later fails. Returns null for an empty file input (no name, no
 * bytes). A file over the form's size limit (busboy cuts it and sets `truncated`) is a 413.
 */
export async function stageFilePart(
  database: DatabaseHandle,
  filename: string,
  sentName: string | undefined,
  file: Readable & { truncated?: boolean },
  onStaged: (fileId: string) => void,
): Promise<StagedFile | null> {
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  let fileId: string | null = null;
  const db = database.db;

  const flush = async () => {
    const chunk = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    if (fileId === null) {
      const mimeType = sniffAttachment(chunk);
      if (!mimeType) throw new HttpError(400, TYPE_MESSAGE, { reason: 'FILE_TYPE_NOT_ALLOWED' });
      fileId = await stored(stageFile(db, { filename, mimeType }));
      onStaged(fileId);
    }
    const id = fileId;
    // Paced (client.ts): four uploads at once must not queue their chunks ahead of everyone else.
    await stored(database.paced(() => writeChunk(db, id, seq, chunk)));
    seq += 1;
  };

  for await (const piece of file as AsyncIterable<Buffer>) {
    hash.update(piece);
    size += piece.length;
    for (let offset = 0; offset < piece.length;) {
      const take = Math.min(piece.length - offset, UPLOAD_CHUNK_BYTES - pendingBytes);
      pending.push(piece.subarray(offset, offset + take));
      pendingBytes += take;
      offset += take;
      if (pendingBytes === UPLOAD_CHUNK_BYTES) await flush();
    }
  }
  if (file.truncated) throw new HttpError(413, SIZE_MESSAGE);
  if (size === 0) {
    // An empty file input still sends a part: no name and no bytes.
    if (!sentName) return null;
    throw new HttpError(400, TYPE_MESSAGE, { reason: 'FILE_TYPE_NOT_ALLOWED' });
  }
  if (pendingBytes > 0) await flush();
  await stored(finishFile(db, fileId!, size));
  return { id: fileId!, filename, size, sha256: hash.digest('hex') };
}
