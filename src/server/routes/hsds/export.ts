import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBody } from '@shared/api/error';
import { may } from '@server/services/auth/rights';
import { requireUser } from '@server/plugins/auth';
import { exportZip } from '@server/services/hsds/export';

/** GET /api/hsds/export.zip (administrators): every public listing as an HSDS tabular package. */
export const hsdsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hsds/export.zip',
    {
      preHandler: requireUser(may.administer),
      schema: {
        response: {
          200: z.any().describe('application/zip'),
          401: apiErrorBody,
          403: apiErrorBody,
        },
      },
    },
    async (_request, reply) => {
      const stream = await exportZip(app.database.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="refugio-hsds-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
