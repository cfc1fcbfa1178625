import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBody } from '@shared/api/error';
import { checkResponses, type ResponseViolation } from '@tests/helpers/response-check';

const point = z.object({ x: z.number() });

/** A tiny app with the API's compilers and the check buildTestApp adds to every API test. */
async function appWith(violations: ResponseViolation[]) {
  // No zod type provider: these handlers break their schemas on purpose.
  const app = Fastify();
  checkResponses(app, violations);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/api/bare', async () => ({ x: 1 }));
  app.get('/api/ok', { schema: { response: { 200: point } } }, async () => ({ x: 1 }));
  app.get('/api/gone', { schema: { response: { 200: point } } }, async (_request, reply) =>
    (reply as FastifyReply).code(404).send({ x: 0 }),
  );
  const wrong = { schema: { response: { 200: point, 404: apiErrorBody } } };
  app.get('/api/wrong', wrong, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ x: 'one' })),
  );
  app.get('/api/extra', { schema: { response: { 200: point } } }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ x: 1, y: 2 })),
  );
  // The serializer strips `y`: the wire differs from what the handler meant to send.
  app.get('/api/stripped', { schema: { response: { 200: point } } }, async () => ({ x: 1, y: 2 }));
  await app.ready();
  return app;
}

describe('the response check of the API tests', () => {
  it('passes an answer its route declares, and names every other kind of break', async () => {
    const violations: ResponseViolation[] = [];
    const app = await appWith(violations);
    for (const url of ['ok', 'bare', 'gone', 'wrong', 'extra', 'stripped']) {
      await app.inject({ method: 'GET', url: `/api/${url}` });
    }
    await app.close();
    const problems = Object.fromEntries(violations.map((v) => [v.route, v.problem]));
    expect(problems['GET /api/ok']).toBeUndefined();
    expect(problems['GET /api/bare']).toMatch(/no response schema/);
    expect(problems['GET /api/gone']).toMatch(/status 404 is not declared/);
    expect(problems['GET /api/wrong']).toMatch(/does not match/);
    expect(problems['GET /api/extra']).toMatch(/does not describe every field/);
    expect(problems['GET /api/stripped']).toMatch(/serializer changed the answer/);
  });
});
