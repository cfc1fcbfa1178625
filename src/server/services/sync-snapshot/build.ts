import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Database } from '@server/db/client';
import { currentRev } from '@server/db/queries/sync-changes';
import { contentUpTo, serviceBatch } from '@server/db/queries/sync-snapshots';
import { faqJson } from '@server/http/serializers/chatbot-faq';
import { crisisLineJson } from '@server/http/serializers/crisis-line';
import { serviceJson } from '@server/http/serializers/service';
import { staticPageJson } from '@server/http/serializers/static-page';
import { isPublicService } from '@shared/sync/public-service';
import { SYNC_ENTITIES } from '@shared/sync/protocol';

/** Everyone's view: the mirror is public data only (docs/api/sync.md), never `userEmail`. */
const PUBLIC = { userId: null, admin: false } as const;
/** Services read per query: ~1 MB of JSON, so the process never holds the whole table. */
const BATCH = 500;

export interface BuiltSnapshot {
  cursor: number;
  etag: string;
  records: number;
  rawBytes: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * JSON with every character outside ASCII written as a `\uXXXX` escape: the same value once
 * parsed. A browser decodes a body of ASCII on its fast path and holds it one byte a character,
 * where a single `–` or `’` (common in real listings) made the sync worker hold the 41 MB text
 * two bytes a character: `response.text()` of the 20,000 services' snapshot took 0.5–0.65 s in
 * bench:sync, 0.3–0.49 s in ASCII, for 1% more bytes before brotli and the same after it
 * (docs/sync.md, "Measured").
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A compressor whose output is collected as it comes. */
function sink(stream: Transform) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    async write(text: Buffer) {
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async end(): Promise<Buffer> {
      const ended = once(stream, 'end');
      stream.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/**
 * Builds the snapshot of every public record up to the current cursor, streamed: services are
 * read in id-ordered batches, serialized in the exact wire form of GET /api/sync/changes, and
 * written in ASCII (`asciiJson`) through brotli and gzip at once, so only the compressed bytes
 * are kept. Compressed here, once, with more effort than a page answer can afford (brotli 9 over a
 * 16 MiB window sees every record's neighbours), never again per request.
 *
 * Rows are read without one long transaction (PGlite has one connection): a row changed after
 * `cursor` while the walk runs has a newer rev and is left out, and the delta after `cursor`
 * brings it, so the snapshot plus that delta is always the current mirror.
 */
export async function buildSnapshot(db: Database): Promise<BuiltSnapshot> {
  const cursor = await currentRev(db);
  const br = sink(
    zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      },
    }),
  );
  const gzip = sink(zlib.createGzip({ level: 9 }));
  const hash = createHash('sha256');
  let rawBytes = 0;
  let records = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    rawBytes += bytes.length;
    hash.update(bytes);
    await Promise.all([br.write(bytes), gzip.write(bytes)]);
  };

  const content = await contentUpTo(db, cursor);
  const small = {
    crisisLines: content.crisisLines.map(crisisLineJson),
    staticPages: content.staticPages.map(staticPageJson),
    chatbotFaqs: content.chatbotFaqs.map(faqJson),
  };
  records += small.crisisLines.length + small.staticPages.length + small.chatbotFaqs.length;
  const head = JSON.stringify({ cursor: String(cursor), more: false, remaining: 0 }).slice(0, -1);
  const smallJson = asciiJson(small).slice(1, -1);
  await write(`${head},"upserts":{${smallJson},"services":[`);
  let afterId: string | null = null;
  let first = true;
  for (;;) {
    const rows = await serviceBatch(db, cursor, afterId, BATCH);
    const visible = rows.filter(isPublicService).map((row) => serviceJson(row, PUBLIC));
    if (visible.length) {
      await write(`${first ? '' : ','}${visible.map(asciiJson).join(',')}`);
      first = false;
      records += visible.length;
    }
    if (rows.length < BATCH) break;
    afterId = rows[rows.length - 1]!.id;
  }
  const deletes = Object.fromEntries(SYNC_ENTITIES.map((entity) => [entity, []]));
  await write(`]},"deletes":${asciiJson(deletes)}}`);
  const [brBody, gzipBody] = await Promise.all([br.end(), gzip.end()]);
  const etag = `"snapshot-${cursor}-${hash.digest('base64url').slice(0, 22)}"`;
  return { cursor, etag, records, rawBytes, br: brBody, gzip: gzipBody };
}
