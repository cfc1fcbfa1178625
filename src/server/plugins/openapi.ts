import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with: JSON at
 * /api/docs/openapi.json and a readable page at /api/docs (served from this origin, no CDN).
 * Register before the routes so it sees them.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Refugio API',
        description:
          'Find food, shelter, health care, resources and work nearby. Errors are `{code, message}`. ' +
          'Differences from the original ShelterApp API are listed in docs/api.md.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Hidden from itself; its answer is an OpenAPI 3 document.
  const document = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });
  app.get(
    '/api/docs/openapi.json',
    { schema: { hide: true, response: { 200: document } } },
    async () => app.swagger(),
  );
}
