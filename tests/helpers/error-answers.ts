import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '@shared/api/error';

/**
 * Watches every answer of a test app: an API error (4xx/5xx under /api) must be the one error body,
 * `{code, message, reason}` with `code` its status and `reason` a word of the shared list
 * (docs/api.md "Errors"). Returns the problems seen; buildTestApp's `close()` fails on any, so
 * every error answer of the API suite is checked, on PGlite and on PostgreSQL.
 */
export function watchErrorAnswers(app: FastifyInstance): () => string[] {
  const problems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0] ?? '';
    if (reply.statusCode < 400 || !(url === '/api' || url.startsWith('/api/'))) return payload;
    const where = `${request.method} ${url} → ${reply.statusCode}`;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? `${payload}` : null;
    if (text === null) {
      problems.push(`${where}: the error body is not text`);
      return payload;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`${where}: the error body is not JSON: ${text.slice(0, 80)}`);
      return payload;
    }
    const parsed = apiErrorBody.safeParse(body);
    if (!parsed.success) problems.push(`${where}: ${text.slice(0, 160)}`);
    else if (parsed.data.code !== reply.statusCode)
      problems.push(`${where}: code ${parsed.data.code}`);
    return payload;
  });
  return () => problems;
}
