import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBody } from '@shared/api/error';
import { findPublicService, listPublicServices } from '@server/db/queries/hsds-publish';
import { HttpError } from '@server/plugins/error-handler';
import { isUuid } from '@server/services/hsds/ids';
import {
  hsdsService,
  hsdsServiceListItem,
  hsdsServiceMinimal,
} from '@server/services/hsds/publish';
import {
  categoryOfTermId,
  REFUGIO_TAXONOMY,
  typeOfTermId,
} from '@server/services/hsds/taxonomy-out';
import {
  hsdsIdParams,
  hsdsMetaBody,
  hsdsPageBody,
  hsdsServiceBody,
  hsdsServicesQuery,
} from './schemas';

export const HSDS_SERVICE_NOT_FOUND = 'Service not found.';

/** The taxonomy filters in our terms: a term of another taxonomy matches nothing. */
function termFilter(query: z.infer<typeof hsdsServicesQuery>) {
  if (query.taxonomy_id && query.taxonomy_id !== REFUGIO_TAXONOMY.id) return { ids: [] };
  if (!query.taxonomy_term_id) return {};
  const type = typeOfTermId(query.taxonomy_term_id);
  if (type) return { types: [type] };
  const category = categoryOfTermId(query.taxonomy_term_id);
  return category ? { categories: [category] } : { ids: [] };
}

/** The HSDS 3.0 API reference's required endpoints: public, read-only, public listings only. */
export const hsdsPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/hsds', { schema: { response: { 200: hsdsMetaBody } } }, async (request) => {
    const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    return {
      version: '3.0' as const,
      profile: 'https://docs.openreferral.org/en/3.0/',
      openapi_url: new URL('/api/docs/openapi.json', origin).toString(),
    };
  });

  app.get(
    '/hsds/services',
    {
      schema: {
        querystring: hsdsServicesQuery,
        response: { 200: hsdsPageBody, 400: apiErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const size = q.per_page;
      const organization = q.organization_id;
      const { rows, total } = await listPublicServices(db, {
        ...(q.search ? { search: q.search } : {}),
        ...(q.modified_after ? { modifiedAfter: new Date(q.modified_after) } : {}),
        ...termFilter(q),
        ...(organization ? { ids: isUuid(organization) ? [organization.toLowerCase()] : [] } : {}),
        limit: size,
        skip: (q.page - 1) * size,
      });
      const totalPages = Math.max(1, Math.ceil(total / size));
      const shape =
        q.minimal === 'true'
          ? hsdsServiceMinimal
          : q.full === 'true'
            ? hsdsService
            : hsdsServiceListItem;
      return {
        total_items: total,
        total_pages: totalPages,
        page_number: q.page,
        size,
        first_page: q.page === 1,
        last_page: q.page >= totalPages,
        empty: rows.length === 0,
        contents: rows.map(shape),
      };
    },
  );

  app.get(
    '/hsds/services/:id',
    {
      schema: {
        params: hsdsIdParams,
        response: { 200: hsdsServiceBody, 404: apiErrorBody },
      },
    },
    async (request) => {
      const id = request.params.id;
      const row = isUuid(id) ? await findPublicService(db, id.toLowerCase()) : null;
      if (!row) throw new HttpError(404, HSDS_SERVICE_NOT_FOUND);
      return hsdsService(row);
    },
  );
};
