import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/api/health';
import { appliedMigrationCount, shippedMigrations } from '../../db/migrate';
import { queryRows } from '../../db/raw';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  const expected = shippedMigrations().length;
  const hasDemoData = async () => {
    const [row] = await queryRows<{ demo: boolean }>(
      app.database.db,
      sql`SELECT EXISTS (SELECT 1 FROM services WHERE is_demo) AS demo`,
    );
    return row?.demo === true;
  };
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
        demoData: ok ? await hasDemoData() : false,
      });
    },
  );
};
