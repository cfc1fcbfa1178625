import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, with one difference from Fastify's own parser: an empty body sent as
 * `application/json` is no body (docs/api.md "The original ShelterApp clients"). shelter-core's client sends that header on every call,
 * also on a DELETE and on a POST without data (`DELETE /auth/sign-in`, `POST /feedbacks/:id/archive`),
 * and Fastify refused those with "empty body". A route that needs a body still answers 400, from its
 * own schema; malformed JSON and the prototype-poisoning checks stay Fastify's.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    json(request, body.toString(), done);
  });
}
