import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifySchema } from 'fastify';
import { errorResponses, notModified } from '@shared/api/common';
import {
  noSnapshot,
  snapshotBytes,
  syncSnapshotInfo,
  type SyncSnapshotInfo,
} from '@shared/api/sync';
import { text } from '@shared/validation/fields';
import { HttpError } from '@server/plugins/error-handler';

export const SNAPSHOT_NOT_FOUND = 'This snapshot is no longer kept: ask /api/sync/snapshot again.';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const bodyAnswers: FastifySchema['response'] = {
  200: snapshotBytes,
  304: notModified,
  ...errorResponses(404),
};

/** The encodings a client takes, by its Accept-Encoding (q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name.trim());
  }
  return out;
}

/** The validators of If-None-Match (a list, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/**
 * GET /api/sync/snapshot names the newest snapshot (small, never cached); GET
 * /api/sync/snapshot/:cursor is its body, the same bytes forever, compressed when it was built
 * (docs/api/sync.md).
 */
export const syncSnapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const keeper = app.syncSnapshots;

  const named = { schema: { response: { 200: syncSnapshotInfo, 204: noSnapshot } } };
  app.get(
    '/sync/snapshot',
    named,
    async (_request, reply): Promise<SyncSnapshotInfo | undefined> => {
      void reply.header('cache-control', 'no-cache');
      const snapshot = await keeper.current();
      if (!snapshot) {
        await reply.code(204).send();
        return undefined;
      }
      return {
        cursor: String(snapshot.cursor),
        url: `/api/sync/snapshot/${snapshot.cursor}`,
        bytes: snapshot.brBytes,
        records: snapshot.records,
      };
    },
  );

  app.get(
    '/sync/snapshot/:cursor',
    {
      schema: {
        params: z.object({ cursor: text({ max: 15 }).regex(/^\d{1,15}$/) }),
        response: bodyAnswers,
      },
      // Compressed once when built: the compress plugin must not touch these bytes.
      compress: false,
    },
    async (request, reply) => {
      const cursor = Number(request.params.cursor);
      const take = accepted(request.headers['accept-encoding']);
      const encoding = take.has('br') ? 'br' : 'gzip';
      const found = await keeper.body(cursor, encoding);
      if (!found) {
        // Not kept: a cache must ask again rather than remember the 404.
        void reply.header('cache-control', 'no-cache');
        throw new HttpError(404, SNAPSHOT_NOT_FOUND);
      }
      void reply
        .header('etag', found.etag)
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding')
        .type('application/json');
      if (matches(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
      if (encoding === 'br' || take.has('gzip'))
        return reply.header('content-encoding', encoding).send(found.body);
      // A client that takes neither: unpacked on the way, never held whole.
      const plain = zlib.createGunzip();
      void pipeline(Readable.from([found.body]), plain).catch(() => undefined);
      return reply.send(plain);
    },
  );
};
