import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@shared/api/health';
import { appliedMigrationCount, shippedMigrations } from '@server/db/migrate';
import { hasDemoData } from '@server/db/queries/demo';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  const expected = shippedMigrations().length;
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const applied = await appliedMigrationCount(app.database).catch(() => -1);
      const ok = applied === expected;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: app.database.kind,
        schemaVersion: applied,
        expectedSchemaVersion: expected,
        version: opts.version,
        demoData: ok ? await hasDemoData(app.database.db) : false,
      });
    },
  );
};
