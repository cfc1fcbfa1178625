import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';

const DOCUMENT_ONLY_HEADERS = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'origin-agent-cluster',
  'x-frame-options',
];
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every method the API serves, for cross-origin preflights (docs/api.md "The original ShelterApp clients": @fastify/cors allows only
 * GET, HEAD and POST by default, which blocked the original web client's PUT and DELETE calls).
 * tests/compat/cors.test.ts checks each registered route against this list.
 */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const;

/**
 * Security headers. The CSP allows only the app's own origin by default; an online map style
 * (MAP_STYLE_URL) adds its origin for styles, tiles, glyphs and sprites.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const mapOrigin = config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and maplibre set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...mapOrigin],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // A plain-http local install must not tell browsers to insist on https.
    hsts: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers are not documents: the page's policy and the headers that only matter for a
  // document (prefetch, downloads, Flash, the legacy XSS filter, agent clusters) are dead weight on
  // every API answer — a delta sync is a few hundred bytes of body. What protects an API stays
  // (OWASP REST cheat sheet): nosniff, no framing, no referrer, a deny-all policy.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    void reply.header('content-security-policy', API_CSP);
  });
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: config.CORS_ORIGINS, methods: [...API_METHODS] });
  }
}
