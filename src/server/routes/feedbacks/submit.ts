import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { parseLngLat } from '@shared/query/coordinate';
import {
  appFeedbackSchema,
  MAX_ATTACHMENT_BYTES,
  serviceFeedbackBodySchema,
} from '@shared/validation/feedback';
import { isUuid } from '@server/db/queries/synced-table-queries';
import {
  findPublicService,
  insertFeedback,
  type FeedbackValues,
} from '@server/db/queries/feedbacks';
import { discardStaged, purgeOrphanUploads } from '@server/db/queries/uploads';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS, UploadSlots } from '@server/http/upload-slots';
import { feedbackJson } from '@server/http/serializers/feedback';
import { HttpError, invalidZodInput } from '@server/plugins/error-handler';
import { notifyFeedback } from '@server/services/notify';
import { answerStored, idempotencyGate, storeAnswerIn } from '@server/plugins/idempotency';
import { readFeedbackBody, type StagedFile } from './read-body';
import { errorResponses } from '@shared/api/common';
import { feedbackRecord } from '@shared/api/content';

/** Per client: enough for a person, too few to spam providers' mailboxes (docs/spec/api-contract.md §12). */
// Typed as a plain schema: the multipart handlers below return what store() or reply send.
const answers: FastifySchema = {
  response: { 200: feedbackRecord, ...errorResponses(404, 503) },
};
const rateLimit = { max: 10, timeWindow: '10 minutes' };
/** Replayed by the outbox: the handler hashes its fields and attachments (docs/api/sync.md). */
const config = { rateLimit, idempotent: 'handler' as const };

/**
 * What identifies a feedback for Idempotency-Key: its fields and each attachment's bytes, as their
 * SHA-256 (the hash a Buffer had here before uploads were streamed, so keys stored then still match).
 */
const requestIdentity = (fields: unknown, files: StagedFile[]) => ({
  fields,
  files: files.map((f) => ({ filename: f.filename, size: f.size, data: f.sha256 })),
});

const point = (coordinates: string | undefined) =>
  parseLngLat(coordinates) ?? { lat: null, lng: null };

/**
 * Stores the feedback with its Idempotency-Key answer in one transaction (a replay can then never
 * store it twice, even when the process dies right after the commit) and answers it.
 */
async function store(
  request: FastifyRequest,
  values: FeedbackValues,
  files: StagedFile[],
): Promise<ReturnType<typeof feedbackJson>> {
  const db = request.server.database.db;
  let answer: ReturnType<typeof feedbackJson> | undefined;
  const fileIds = files.map((f) => f.id);
  const { row } = await insertFeedback(db, values, fileIds, async (tx, stored) => {
    answer = feedbackJson(stored.row, stored.fileIds);
    await storeAnswerIn(tx, request, 200, answer);
  });
  answerStored(request);
  void notifyFeedback(request.server, row); // after commit, never awaited (docs/push.md)
  return answer!;
}

type Submit = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: { fields: unknown; files: StagedFile[] },
) => Promise<unknown>;

/**
 * POST /api/feedbacks/service and /api/feedbacks/app: public, rate-limited, JSON or
 * multipart/form-data with attachments. Multipart is registered here only, so no other route
 * accepts uploads. An upload takes one of UPLOAD_CONCURRENCY slots of this process (waiting at most
 * UPLOAD_WAIT_MS, else 503 with Retry-After) and streams its files into staged chunks; whatever
 * the feedback's transaction does not link is deleted before the answer.
 */
export const submitFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES } });
  const db = app.database.db;
  const slots = new UploadSlots(app.config.UPLOAD_CONCURRENCY, app.config.UPLOAD_WAIT_MS);

  // Staged files of each request, deleted before its answer goes out (onSend below): a handler
  // that answers by itself (a replay, a refusal) would otherwise answer while the delete runs.
  const stagedOf = new WeakMap<FastifyRequest, string[]>();
  const discard = async (request: FastifyRequest) => {
    // Taken once: the onSend hook and the handler's finally may both ask.
    const ids = stagedOf.get(request)?.splice(0) ?? [];
    if (ids.length === 0) return;
    // Deletes only what is still staged: files the feedback's transaction linked are kept, and
    // whatever a refusal, a replay or a failure left is not (no flag to get wrong).
    await app.database
      .paced(() => discardStaged(db, ids))
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'staged attachments not deleted'),
      );
  };
  const options = {
    config,
    schema: answers,
    onSend: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      await discard(request);
      return payload;
    },
  };

  const handle = (submit: Submit) => async (request: FastifyRequest, reply: FastifyReply) => {
    const upload = request.isMultipart();
    const release = upload ? await slots.acquire() : () => {};
    if (!release) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, BUSY_MESSAGE, { reason: 'UPLOAD_BUSY' });
    }
    const staged: string[] = [];
    stagedOf.set(request, staged);
    try {
      if (upload) {
        await purgeOrphanUploads(db).catch((error: unknown) =>
          request.log.warn({ err: error }, 'orphan upload purge failed'),
        );
      }
      const body = await readFeedbackBody(request, staged);
      return await submit(request, reply, body);
    } finally {
      await discard(request);
      release();
    }
  };

  app.post(
    '/feedbacks/service',
    options,
    handle(async (request, reply, { fields, files }) => {
      if (!(await idempotencyGate(request, reply, requestIdentity(fields, files)))) return reply;
      const parsed = serviceFeedbackBodySchema.safeParse(fields);
      if (!parsed.success) throw invalidZodInput(parsed.error);
      const body = parsed.data;
      const service = isUuid(body.service) ? await findPublicService(db, body.service) : null;
      if (!service) throw new HttpError(404, 'Service not found');
      return store(
        request,
        {
          type: 'SERVICE',
          serviceId: service.id,
          serviceOwnerId: service.userId,
          subject: body.subject,
          message: body.message,
          name: body.name || null,
          email: body.email || null,
          phone: body.phone || null,
          ...point(body.coordinates),
        },
        files,
      );
    }),
  );

  app.post(
    '/feedbacks/app',
    options,
    handle(async (request, reply, { fields, files }) => {
      if (!(await idempotencyGate(request, reply, requestIdentity(fields, files)))) return reply;
      const parsed = appFeedbackSchema.safeParse(fields);
      if (!parsed.success) throw invalidZodInput(parsed.error);
      const body = parsed.data;
      return store(
        request,
        {
          type: 'APP',
          subject: body.subject,
          message: body.message,
          email: body.email,
          ...point(body.coordinates),
        },
        files,
      );
    }),
  );
};
