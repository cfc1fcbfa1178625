import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { apiNotFound } from './error-handler';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built PWA and the SPA fallback: every client route (product-spec §2) loads
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !isPage || !hasBuild) {
      return reply.code(404).send(apiNotFound());
    }
    // A request for a missing file (has an extension) is a real 404, not the app shell.
    if (path.extname(url) !== '') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', NO_CACHE);
    return reply.type('text/html').sendFile('index.html');
  });
}
