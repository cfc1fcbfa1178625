import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from '@server/db/client';
import { errorBody, registerErrorHandlers } from '@server/plugins/error-handler';
import { registerJsonBody } from '@server/plugins/json-body';
import { registerSecurity } from '@server/plugins/security';
import { registerStaticPwa } from '@server/plugins/static-pwa';
import { registerAuth } from '@server/plugins/auth';
import { registerOpenApi } from '@server/plugins/openapi';
import { registerRateLimit } from '@server/plugins/rate-limit';
import { registerIdempotency } from '@server/plugins/idempotency';
import { registerResponseContract } from '@server/plugins/response-contract';
import { apiRoutes } from './routes';
import { SnapshotKeeper } from '@server/services/sync-snapshot/keeper';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /**
     * Every API route as registered, with its schemas: the authorization matrix test checks it
     * covers them all, the input tests walk their schemas (tests/server/api/text-rules.test.ts).
     */
    apiRouteCatalog: { method: string; url: string; schema?: FastifySchema }[];
    /** The first sync's snapshot, as this instance keeps it (docs/sync.md, "Snapshot"). */
    syncSnapshots: SnapshotKeeper;
  }
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .send(
      tooLong
        ? errorBody(414, 'The address is too long.')
        : errorBody(400, 'The address is not valid.', 'MALFORMED_REQUEST'),
    );
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Hooks added before any plugin's (the tests check every answer against the route's schema). */
  instrument?: (app: FastifyInstance) => void;
}

/** plugins → routes → error handler; the process entry and the tests both build the app here. */
export async function buildApp({
  config,
  database,
  logger,
  instrument,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.TRUST_PROXY,
    // Errors the router raises before any route runs still answer {code, message}.
    frameworkErrors: routerError,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('apiRouteCatalog', []);
  app.decorate('syncSnapshots', new SnapshotKeeper(database.db, app.log));
  // A build still running must finish before the database closes.
  app.addHook('onClose', () => app.syncSnapshots.settled());
  registerResponseContract(app);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) {
        app.apiRouteCatalog.push({ method, url: route.url, schema: route.schema });
      }
    }
  });
  registerErrorHandlers(app);
  registerJsonBody(app);

  await registerSecurity(app, config);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // The per-client ceiling comes before the session lookup, which reads the database.
  await registerRateLimit(app, config.API_RATE_LIMIT_PER_MINUTE);
  registerAuth(app);
  registerIdempotency(app);
  await registerOpenApi(app, pkg.version);
  await app.register(apiRoutes, { prefix: '/api', version: pkg.version });

  await registerStaticPwa(app, config);
  return app;
}
