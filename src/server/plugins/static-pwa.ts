import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDERER_FILE } from '@shared/app-shell';
import type { Config } from '@server/config';
import { hasDemoData } from '@server/db/queries/demo';
import { createAppShell } from '@server/http/app-shell';
import { shellEncodingOf } from '@server/http/compressed-shell';
import { preloadedRouteOf } from '@server/http/route-preloads';
import { GUEST, visibleService } from '@server/routes/services/access';
import { allowedMethods } from './allowed-methods';
import { apiNotFound, methodNotAllowed } from './error-handler';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built PWA and the SPA fallback: every client route (docs/spec/product-spec.md §2) loads
 * index.html, while unknown /api paths answer JSON 404.
 */
export async function registerStaticPwa(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The shell is served by the fallback below, with the demo flag; the server's first-screen
      // renderer is no file for browsers.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.startsWith(`/${path.dirname(SERVER_RENDERER_FILE)}/`),
      // The build wrote a brotli and a gzip copy beside each text file (scripts/lib/precompress.ts):
      // sent as they are, where @fastify/compress compressed each file on each request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the shell, the service worker and the manifest must revalidate.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
      },
    });
  } else {
    app.log.warn({ staticDir: config.staticDir }, 'no built PWA found: run `npm run build`');
  }

  const allowed = allowedMethods(app);
  const shell = createAppShell({
    indexFile,
    rendererFile: path.join(config.staticDir, SERVER_RENDERER_FILE),
    log: app.log,
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A known API path asked with a method it does not take: 405 with what it takes (RFC 9110).
    const methods = isApi ? allowed(url) : [];
    if (methods.length > 0) {
      return reply.code(405).header('allow', methods.join(', ')).send(methodNotAllowed());
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasBuild) {
      return reply.code(404).send(apiNotFound());
    }
    // A request for a missing file (has an extension) is a real 404, not the app shell.
    if (path.extname(url) !== '' && url !== '/index.html') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // A service's page is drawn in the language its cookie names (src/server/http/served-service.ts).
    const vary =
      preloadedRouteOf(url) === 'service' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    reply.header('Cache-Control', NO_CACHE).header('Vary', vary);
    const demo = await hasDemoData(app.database.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell whether the listings are the demo data');
      return false;
    });
    const page = await shell.send({
      url,
      demo,
      encoding: shellEncodingOf(request.headers['accept-encoding']),
      cookie: request.headers.cookie,
      service: (id) => visibleService(app.database.db, id, GUEST),
    });
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply.type('text/html; charset=utf-8').send(page.body);
  });
}
