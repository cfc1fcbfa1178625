import { z } from 'zod';
import { text } from '@shared/validation/fields';
import { TEXT_MAX } from '@shared/validation/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { may } from '@server/services/auth/rights';
import {
  countStaticPages,
  deleteStaticPage,
  findStaticPage,
  insertStaticPage,
  listStaticPages,
  updateStaticPage,
} from '@server/db/queries/static-pages';
import { staticPageJson } from '@server/http/serializers/static-page';
import { requireUser } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { pageCode, pageCreateBody, pageUpdateBody, pageValues, parsePageQuery } from './body';
import { countBody, errorResponses } from '@shared/api/common';
import { staticPageRecord } from '@shared/api/content';

const NOT_FOUND = 'StaticPage not found';
const listed = { response: { 200: z.array(staticPageRecord), ...errorResponses(400) } };
const counted = { response: { 200: countBody, ...errorResponses(400) } };
const found = { 200: staticPageRecord, ...errorResponses(404) };
const created = { 200: staticPageRecord, ...errorResponses(409) };
const adminOnly = { onRequest: requireUser(may.administer) };
// A malformed code can name no page: 404 like an unknown one, not a validation error.
const params = z.object({ code: text({ max: TEXT_MAX.SHORT }) });
const codeOf = (raw: string) => {
  const parsed = pageCode.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, NOT_FOUND);
  return parsed.data;
};

/**
 * /api/static-pages: public reads (ABOUT, TERMS, PRIVACY, FAQ), administrator writes with HTML
 * sanitized on the way in (docs/spec/api-contract.md §2.7 made them public writes; §12 forbids it).
 */
export const staticPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/static-pages', { schema: listed }, async (request) => {
    const query = parsePageQuery(request.query as Record<string, unknown>);
    return (await listStaticPages(db, query)).map(staticPageJson);
  });

  app.get('/static-pages/count', { schema: counted }, async (request) => {
    const query = parsePageQuery(request.query as Record<string, unknown>);
    return { count: await countStaticPages(db, query) };
  });

  app.get('/static-pages/:code', { schema: { params, response: found } }, async (request) => {
    const row = await findStaticPage(db, codeOf(request.params.code));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return staticPageJson(row);
  });

  app.post(
    '/static-pages',
    { ...adminOnly, schema: { body: pageCreateBody, response: created } },
    async (request) => {
      const row = await insertStaticPage(db, request.body.code, pageValues(request.body));
      if (!row) throw new HttpError(409, 'A page with this code already exists.');
      return staticPageJson(row);
    },
  );

  app.put(
    '/static-pages/:code',
    { ...adminOnly, schema: { response: found, params, body: pageUpdateBody } },
    async (request) => {
      const row = await updateStaticPage(db, codeOf(request.params.code), pageValues(request.body));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return staticPageJson(row);
    },
  );

  app.delete(
    '/static-pages/:code',
    { ...adminOnly, schema: { params, response: found } },
    async (request) => {
      const row = await deleteStaticPage(db, codeOf(request.params.code));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return staticPageJson(row);
    },
  );
};
