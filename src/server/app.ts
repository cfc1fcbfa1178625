import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerStaticPwa } from './plugins/static-pwa';
import { healthRoutes } from './routes/health';
import { searchCityOrZipRoute } from './routes/services/search-city-or-zip';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** plugins → routes → error handler; the process entry and the tests both build the app here. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  registerErrorHandlers(app);

  await registerSecurity(app, config);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: pkg.version });
      await api.register(searchCityOrZipRoute);
    },
    { prefix: '/api' },
  );

  await registerStaticPwa(app, config);
  return app;
}
