import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBody } from '@shared/api/error';
import { hsdsImportJob, hsdsImportReport } from '@shared/api/hsds';
import { may } from '@server/services/auth/rights';
import { createImportJob, findImportJob } from '@server/db/queries/hsds-import';
import { HttpError } from '@server/plugins/error-handler';
import { requireUser, signedIn } from '@server/plugins/auth';
import { checkHsdsInput } from '@server/services/hsds/import';
import { runImportJob } from '@server/services/hsds/jobs';
import { isUuid } from '@server/services/hsds/ids';
import { NotHsdsError } from '@server/services/hsds/package-reader';
import { hsdsIdParams } from './schemas';

/** A 211 export of tens of thousands of services is tens of MB; the file goes to disk, not memory. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
/** A running job not heard from for this long died with its instance. */
const STALE_MS = 10 * 60 * 1000;

export const IMPORT_FILE_MISSING = 'Send the HSDS file as multipart/form-data in the field "file".';
export const IMPORT_TOO_LARGE = 'The file is too large (at most 512 MB).';
export const IMPORT_SOURCE_INVALID =
  'The source must be 1 to 60 letters, digits, dots, hyphens or underscores.';
export const IMPORT_NOT_FOUND = 'Import not found.';
export const IMPORT_INTERRUPTED = 'The import was interrupted (its server stopped).';

const flag = (value: string | undefined) => /^(true|1|on|yes)$/i.test(value ?? '');

interface Upload {
  file: string | null;
  fields: Record<string, string>;
}

/** Streams the upload to a file in the OS temporary folder; fields are read as they come. */
async function receive(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, IMPORT_FILE_MISSING);
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts({
      limits: { files: 1, fields: 10, fileSize: MAX_IMPORT_BYTES },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      upload.file = path.join(tmpdir(), `refugio-hsds-${randomUUID()}`);
      await pipeline(part.file, createWriteStream(upload.file));
      if (part.file.truncated) throw new HttpError(413, IMPORT_TOO_LARGE);
    }
  } catch (error) {
    if (upload.file) await rm(upload.file, { force: true });
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_TOO_LARGE);
    throw new HttpError(400, 'The form data is malformed.', { reason: 'MALFORMED_REQUEST' });
  }
  return upload;
}

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody };

/** POST /api/hsds/imports and GET /api/hsds/imports/{id} (administrators, docs/hsds.md). */
export const hsdsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES } });
  const db = app.database.db;

  app.post(
    '/hsds/imports',
    {
      preHandler: requireUser(may.administer),
      schema: { response: { 202: z.object({ id: z.string() }), ...errors, 413: apiErrorBody } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const upload = await receive(request);
      if (!upload.file) throw new HttpError(400, IMPORT_FILE_MISSING);
      const file = upload.file;
      const source = upload.fields['source']?.trim() || 'hsds';
      try {
        if (!/^[A-Za-z0-9._-]{1,60}$/.test(source)) throw new HttpError(400, IMPORT_SOURCE_INVALID);
        await checkHsdsInput(file);
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof NotHsdsError) throw new HttpError(400, error.message);
        throw error;
      }
      const dryRun = flag(upload.fields['dryRun']);
      const approve = flag(upload.fields['approve']);
      const id = await createImportJob(db, { dryRun, approve, userId: user.id });
      const unpublishGone = flag(upload.fields['unpublishGone']);
      void runImportJob(app, { jobId: id, file, source, dryRun, approve, unpublishGone });
      return reply.code(202).send({ id });
    },
  );

  app.get(
    '/hsds/imports/:id',
    {
      preHandler: requireUser(may.administer),
      schema: {
        params: hsdsIdParams,
        response: { 200: hsdsImportJob, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody },
      },
    },
    async (request) => {
      const row = isUuid(request.params.id) ? await findImportJob(db, request.params.id) : null;
      if (!row) throw new HttpError(404, IMPORT_NOT_FOUND);
      const stale = row.status === 'running' && Date.now() - row.updatedAt.getTime() > STALE_MS;
      const report = row.report ? hsdsImportReport.parse(row.report) : null;
      return {
        id: row.id,
        status: stale ? ('failed' as const) : row.status,
        dryRun: row.dryRun,
        approve: row.approve,
        progress: { done: row.done, total: row.total },
        report,
        error: stale ? IMPORT_INTERRUPTED : row.error,
      };
    },
  );
};
