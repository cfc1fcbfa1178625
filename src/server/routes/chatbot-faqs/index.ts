import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { may } from '@server/services/auth/rights';
import { isUuid } from '@server/db/queries/synced-table-queries';
import {
  countFaqs,
  deleteFaq,
  FAQ_SEARCH,
  FAQ_SORTS,
  findFaq,
  insertFaq,
  listFaqs,
  updateFaq,
} from '@server/db/queries/chatbot-faqs';
import { faqJson } from '@server/http/serializers/chatbot-faq';
import { parseListQuery } from '@server/http/list-query';
import { requireUser } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { countBody, errorResponses } from '@shared/api/common';
import { chatbotFaqRecord } from '@shared/api/content';

const NOT_FOUND = 'FAQ entry not found';
const listed = { response: { 200: z.array(chatbotFaqRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: chatbotFaqRecord, ...errorResponses(404) };

const adminOnly = { onRequest: requireUser(may.administer) };
const params = z.object({ id: text({ max: TEXT_MAX.SHORT }) });

const required = (message: string, max: number) =>
  text({ max, error: message, tooLong: message }).min(1, { error: message });
const optional = (max: number) =>
  text({ max, error: 'Must be text.', tooLong: `At most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

const faqBody = z.object({
  question: required('Please input the question.', 500),
  questionEs: optional(500),
  answer: required('Please input the answer.', TEXT_MAX.MESSAGE),
  answerEs: optional(TEXT_MAX.MESSAGE),
  /** Extra phrasings, trimmed, blank ones dropped, each once. */
  keywords: z
    .array(text({ max: TEXT_MAX.SHORT, error: 'Keywords are text.' }), {
      error: 'Keywords are a list of text.',
    })
    .max(50)
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]),
});

const parseFaqQuery = (query: unknown) =>
  parseListQuery(query as Record<string, unknown>, {
    defaultLimit: 25,
    // The offline chatbot takes the whole list at once (limit=0).
    maxLimit: 1000,
    sortable: FAQ_SORTS,
    defaultSort: 'createdAt',
    filterable: [],
    searchable: FAQ_SEARCH,
  });

const knownId = (id: string) => {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  return id;
};

/** /api/chatbot-faqs: public reads for the (offline) chatbot, administrator writes. */
export const chatbotFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/chatbot-faqs', { schema: listed }, async (request) =>
    (await listFaqs(db, parseFaqQuery(request.query))).map(faqJson),
  );

  app.get('/chatbot-faqs/count', { schema: counted }, async (request) => ({
    count: await countFaqs(db, parseFaqQuery(request.query)),
  }));

  app.get('/chatbot-faqs/:id', { schema: { params, response: found } }, async (request) => {
    const row = await findFaq(db, knownId(request.params.id));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return faqJson(row);
  });

  app.post(
    '/chatbot-faqs',
    { ...adminOnly, schema: { body: faqBody, response: { 200: chatbotFaqRecord } } },
    async (request) => faqJson(await insertFaq(db, request.body)),
  );

  app.put(
    '/chatbot-faqs/:id',
    { ...adminOnly, schema: { response: found, params, body: faqBody } },
    async (request) => {
      const row = await updateFaq(db, knownId(request.params.id), request.body);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return faqJson(row);
    },
  );

  app.delete(
    '/chatbot-faqs/:id',
    { ...adminOnly, schema: { params, response: found } },
    async (request) => {
      const row = await deleteFaq(db, knownId(request.params.id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return faqJson(row);
    },
  );
};
