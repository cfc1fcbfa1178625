import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { isUuid } from '@server/db/queries/synced-table-queries';
import {
  archiveFeedback,
  countFeedbacks,
  deleteFeedback,
  fileIdsOf,
  findFeedback,
  listFeedbacks,
} from '@server/db/queries/feedbacks';
import { feedbackJson } from '@server/http/serializers/feedback';
import { requireUser, signedIn } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { may } from '@server/services/auth/rights';
import { parseFeedbackQuery } from './query';
import { countBody, errorResponses } from '@shared/api/common';
import { feedbackRecord } from '@shared/api/content';

const NOT_FOUND = 'Feedback not found';
const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });
// Feedback on one's services is part of managing them (docs/spec/product-spec.md §6).
const listed = { response: { 200: z.array(feedbackRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: feedbackRecord, ...errorResponses(404) };
const signedInOnly = { onRequest: requireUser(may.manageServices) };

/**
 * Feedback is read, archived and deleted only by the service's owner or an administrator
 * (docs/spec/api-contract.md §12; the original let any signed-in user). Someone else's feedback answers 404,
 * like an unknown one, so its existence does not leak.
 */
export const manageFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const scoped = (request: FastifyRequest) => {
    const { user } = signedIn(request);
    const query = parseFeedbackQuery(request.query as Record<string, unknown>);
    // Everyone but an administrator sees only feedback on their own services; APP feedback has no
    // owner, so that tab is an administrator's only.
    return may.readAllFeedback(user) ? query : { ...query, ownerId: user.id };
  };

  const owned = async (request: FastifyRequest, id: string) => {
    const { user } = signedIn(request);
    const row = isUuid(id) ? await findFeedback(db, id) : null;
    if (!row || !may.readFeedback(user, row)) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  app.get('/feedbacks', { ...signedInOnly, schema: listed }, async (request) => {
    const rows = await listFeedbacks(db, scoped(request));
    const files = await fileIdsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => feedbackJson(row, files.get(row.id) ?? []));
  });

  app.get('/feedbacks/count', { ...signedInOnly, schema: counted }, async (request) => ({
    count: await countFeedbacks(db, scoped(request)),
  }));

  app.get(
    '/feedbacks/:id',
    { ...signedInOnly, schema: { params, response: found } },
    async (request) => {
      const row = await owned(request, request.params.id);
      const files = await fileIdsOf(db, [row.id]);
      return feedbackJson(row, files.get(row.id) ?? []);
    },
  );

  app.post(
    '/feedbacks/:id/archive',
    { ...signedInOnly, schema: { params, response: found } },
    async (request) => {
      const row = await owned(request, request.params.id);
      const archived = await archiveFeedback(db, row.id);
      if (!archived) throw new HttpError(404, NOT_FOUND);
      const files = await fileIdsOf(db, [row.id]);
      return feedbackJson(archived, files.get(row.id) ?? []);
    },
  );

  app.delete(
    '/feedbacks/:id',
    { ...signedInOnly, schema: { params, response: found } },
    async (request) => {
      const row = await owned(request, request.params.id);
      const files = await fileIdsOf(db, [row.id]);
      const deleted = await deleteFeedback(db, row.id);
      if (!deleted) throw new HttpError(404, NOT_FOUND);
      return feedbackJson(deleted, files.get(row.id) ?? []);
    },
  );
};
