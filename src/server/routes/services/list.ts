import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@server/db/client';
import { countServices, listServices } from '@server/db/queries/services';
import { serviceJson } from '@server/http/serializers/service';
import { viewerOf } from './access';
import { currentRev, preferredEncoding, ServiceListCache } from './list-cache';
import { serviceListParams, type ServiceListParams } from './list-params';
import { countBody, errorResponses } from '@shared/api/common';
import { serviceList } from '@shared/api/service';

const MINUTE_MS = 60_000;

/**
 * The cache key of a guest's query, or null when it must not be cached. Open-now changes only at
 * minute boundaries (schedule times are h:mm), so the minute is part of its key; critical-header
 * expiry can fall on any second, so those queries are not cached.
 */
async function cacheKey(db: Database, request: FastifyRequest, p: ServiceListParams, now: Date) {
  if (request.auth || p.filter.criticalOnly) return null;
  const minute = p.openAt ? Math.floor(now.getTime() / MINUTE_MS) : '';
  return `${await currentRev(db)}|${minute}|${request.url}`;
}

/**
 * GET /api/services and /api/services/count: the list query language with the special service
 * keys (docs/spec/api-contract.md §0.8, §2.3). Both read the same parsed filter, so they always agree.
 */
export const serviceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = new ServiceListCache();

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    /** The answer as JSON text. */
    compute: (p: ServiceListParams) => Promise<string>,
  ) {
    const now = new Date();
    const p = serviceListParams(request, now);
    const key = await cacheKey(db, request, p, now);
    reply.type('application/json; charset=utf-8');
    if (key === null) return reply.send(await compute(p));
    const answer = cache.get(key) ?? cache.set(key, await compute(p));
    const { bytes, encoding } = answer.body(preferredEncoding(request.headers['accept-encoding']));
    reply.header('vary', 'accept-encoding');
    // @fastify/compress leaves an answer alone when it already has a content-encoding.
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }

  const listed = { schema: { response: { 200: serviceList, ...errorResponses(400) } } };
  const counted = { schema: { response: { 200: countBody, ...errorResponses(400) } } };

  app.get('/services', listed, (request, reply) =>
    answer(request, reply, async (p) => {
      const rows = await listServices(db, p.filter, p.order, p.page, {
        current: p.current,
        openAt: p.openAt,
      });
      const viewer = viewerOf(request);
      return JSON.stringify(rows.map(({ row, distance }) => serviceJson(row, viewer, distance)));
    }),
  );

  app.get('/services/count', counted, (request, reply) =>
    answer(request, reply, async (p) =>
      JSON.stringify({ count: await countServices(db, p.filter, p.openAt) }),
    ),
  );
};
