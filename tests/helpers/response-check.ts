import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Every API answer checked against the response schema its route declares (docs/architecture.md): the
 * status must be declared, a JSON body must parse with that status's schema, and the wire must be
 * what the handler sent (a schema that strips or reshapes a field would change what ShelterApp
 * clients receive). Violations are collected; buildTestApp's close() fails the test file on any.
 */
export interface ResponseViolation {
  route: string;
  status: number;
  problem: string;
}

const RAW = Symbol('raw answer');
type Tagged = FastifyRequest & { [RAW]?: unknown };

// The swagger page's own asset routes are not part of the API contract.
const isDocsAsset = (url: string) =>
  url.startsWith('/api/docs') && url !== '/api/docs/openapi.json';

function schemaFor(responses: Record<string, unknown>, status: number, type: string) {
  const entry =
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses['default'];
  if (entry && typeof entry === 'object' && 'content' in entry) {
    const content = (entry as { content: Record<string, { schema: unknown }> }).content;
    const key = Object.keys(content).find((k) => k === '*/*' || type.startsWith(k));
    return key ? content[key]?.schema : undefined;
  }
  return entry;
}

function textOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return 'the route declares no response schema';
  const type = String(reply.getHeader('content-type') ?? '');
  const schema = schemaFor(responses, reply.statusCode, type);
  if (!schema) return `status ${reply.statusCode} is not declared`;
  if (!(schema instanceof z.ZodType)) return 'the declared schema is not a zod schema';
  if (!type.startsWith('application/json') || reply.getHeader('content-encoding')) return null;
  const text = textOf(payload);
  if (text === null) return null;
  const wire: unknown = JSON.parse(text);
  const parsed = schema.safeParse(wire);
  if (!parsed.success) return `the body does not match: ${z.prettifyError(parsed.error)}`;
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), wire)) {
    return 'the schema does not describe every field of the body (it would strip or change some)';
  }
  const raw = (request as Tagged)[RAW];
  if (raw !== undefined && !isDeepStrictEqual(JSON.parse(JSON.stringify(raw)), wire)) {
    return 'the serializer changed the answer (a field the schema does not declare?)';
  }
  return null;
}

/** Adds the checking hooks; call before any plugin registers its own onSend (compression). */
export function checkResponses(app: FastifyInstance, violations: ResponseViolation[]): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    (request as Tagged)[RAW] = payload;
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || isDocsAsset(url)) return payload;
    const problem = check(request, reply, payload);
    if (problem) {
      violations.push({ route: `${request.method} ${url}`, status: reply.statusCode, problem });
    }
    return payload;
  });
}

export function describeViolations(violations: readonly ResponseViolation[]): string {
  const lines = violations.map((v) => `${v.route} → ${v.status}: ${v.problem}`);
  return `answers that break their route's response schema:\n${[...new Set(lines)].join('\n')}`;
}
