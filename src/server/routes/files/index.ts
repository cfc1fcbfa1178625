import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '@server/db/queries/synced-table-queries';
import { Readable } from 'node:stream';
import { findFileWithOwner } from '@server/db/queries/files';
import { readChunks } from '@server/db/queries/uploads';
import { HttpError } from '@server/plugins/error-handler';
import { may } from '@server/services/auth/rights';
import { safeFilename } from '../feedbacks/sniff';
import { errorResponses } from '@shared/api/common';
import { fileBytes } from '@shared/api/content';

const NOT_FOUND = 'File not found';
const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

/** `inline; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266), from an already safe name. */
function disposition(name: string): string {
  const safe = safeFilename(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * GET /api/files/{id}: a feedback attachment, only for those who may read its feedback (an
 * administrator; the service's owner for service feedback). Everyone else gets 404, as for an
 * unknown id (the original served every file to anyone who knew its name). The bytes are streamed
 * from the file's chunks (queries/uploads.ts).
 */
// A plain schema: the handler sends a stream, which the zod types of a JSON answer do not allow.
const answers: FastifySchema['response'] = { 200: fileBytes, ...errorResponses(404) };

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/files/:id', { schema: { params, response: answers } }, async (request, reply) => {
    const user = request.auth?.user;
    const id = request.params.id;
    const file = user && isUuid(id) ? await findFileWithOwner(db, id) : null;
    const allowed = file && user && may.readFeedback(user, file);
    if (!file || !allowed) throw new HttpError(404, NOT_FOUND);
    return (
      reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', disposition(file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        // A stored file is never a page: no scripts even if a browser decided to render it.
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        // Read a chunk at a time as the client takes them: never the whole file in memory.
        .send(Readable.from(readChunks(db, id, app.database.paced), { objectMode: false }))
    );
  });
};
