import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hsdsExportRoutes } from './export';
import { hsdsImportRoutes } from './imports';
import { hsdsPublishRoutes } from './publish';

/** The /api/hsds group: the HSDS 3.0 API, import and export (docs/hsds.md). */
export const hsdsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(hsdsPublishRoutes);
  await app.register(hsdsImportRoutes);
  await app.register(hsdsExportRoutes);
};
